import { z } from "zod";
import { repeatedOf, talentEducationSchema, talentExperienceSchema, YEARS_OF_EXPERIENCE_KEYS } from "@/server/modules/applications/applications-schemas";
import { COMPANY_TYPES, GENDERS, RANKS, SCHOOL_TYPES, SORT_DIRECTIONS, TRAITS } from "@/server/modules/pipeline/pipeline-contract";
import {
  COMPANY_TALENT_ORIGINS,
  JOB_SEEKING_STATUSES,
  TALENT_BULK_MAX,
  TALENT_CONTACT_MESSAGE_MAX_LENGTH,
  TALENT_CONTACT_SUBJECT_MAX_LENGTH,
  TALENT_LIST_NAME_MAX_LENGTH,
  TALENT_NOTE_MAX_LENGTH,
  TALENT_SEARCH_DEFAULT_LIMIT,
  TALENT_SEARCH_MAX_LENGTH,
  TALENT_SEARCH_MAX_LIMIT,
  TALENT_SORT_PARAMS,
} from "./talents-contract";

/**
 * The API contract of Talent Search and the Talent Database (issue 14). The portal imports it for
 * types and its forms; the routes validate with it. Endpoints (all under /api):
 *
 * Talent Search (talentHunt: view to read, manage to act)
 * - GET  /v1/job-portal/talents/search                 talentSearchQuerySchema → talentPageSchema (tab All)
 * - GET  /v1/job-portal/talents/recommended            recommendedQuerySchema → talentPageSchema (tab For You; each card has `recommendation`)
 * - GET  /v1/job-portal/talents/{talentId}             detail (?context=talentHunt|talentDb|jobApplicant) → talentDetailSchema
 * - GET  /v1/job-portal/talents/{talentId}/cv          the CV file, once unlocked or in the company's database
 * - POST /v1/job-portal/user-company-accessed-student  unlockTalentSchema → talentDetailSchema (idempotent; quota)
 * - POST /v1/job-portal/user-company-contacted-student contactTalentSchema → talentContactSchema (idempotent per requestId; unlocks first)
 * - POST /v1/job-portal/talents/{talentId}/invitations inviteTalentSchema → talentInvitationSchema (one per job and talent)
 * - GET  /v1/job-portal/job/{jobId}/suggested-talents  → suggestedTalentsSchema (the candidates page banner)
 *
 * Talent Database (talentDb: view to read, manage to act)
 * - GET    /v1/job-portal/talent-database                     talentDatabaseQuerySchema → talentPageSchema
 * - POST   /v1/job-portal/talent-database                     saveTalentSchema (save from Talent Search; needs manage on talentHunt or talentDb)
 * - DELETE /v1/job-portal/talent-database/{talentId}          only talents the company saved
 * - POST   /v1/job-portal/talent-database/add-to-job          addTalentsToJobSchema → addTalentsToJobResultSchema
 * - GET    /v1/job-portal/talent-lists                        → talentListSchema[]
 * - POST   /v1/job-portal/talent-lists                        talentListInputSchema → talentListSchema
 * - PATCH  /v1/job-portal/talent-lists/{listId}               talentListInputSchema → talentListSchema
 * - DELETE /v1/job-portal/talent-lists/{listId}
 * - POST   /v1/job-portal/talent-lists/{listId}/members       talentIdsSchema → { added }
 * - DELETE /v1/job-portal/talent-lists/{listId}/members/{talentId}
 * - GET    /v1/job-portal/talents/{talentId}/notes            → talentNoteSchema[]
 * - POST   /v1/job-portal/talents/{talentId}/notes            talentNoteInputSchema → talentNoteSchema
 * - DELETE /v1/job-portal/talents/{talentId}/notes/{noteId}   the author's own note
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

/**
 * Text, spec 3 filters and sort of a talent list. Values of one filter are alternatives; different
 * filters all apply. q matches name, headline, skills, schools and companies.
 */
export const talentFilterSchema = z.object({
  q: optionalText(TALENT_SEARCH_MAX_LENGTH),
  yearsOfExperience: repeatedOf(YEARS_OF_EXPERIENCE_KEYS),
  gender: repeatedOf(GENDERS),
  schoolType: repeatedOf(SCHOOL_TYPES),
  traits: repeatedOf(TRAITS),
  rank: repeatedOf(RANKS),
  companyTypes: repeatedOf(COMPANY_TYPES),
  jobSeekingStatus: repeatedOf(JOB_SEEKING_STATUSES),
  sortParam: z.enum(TALENT_SORT_PARAMS, { error: `Use one of ${TALENT_SORT_PARAMS.join(", ")}` }).default("lastActive"),
  sortDir: z.enum(SORT_DIRECTIONS, { error: "Use asc or desc" }).default("desc"),
});
export type TalentFilter = z.infer<typeof talentFilterSchema>;
export type TalentFilterInput = z.input<typeof talentFilterSchema>;

const pagingSchema = z.object({
  /** nextCursor of the previous page, for the same filter and sort. */
  cursor: z.string().max(400, "Not a cursor this list gave").optional(),
  limit: z.coerce
    .number({ error: "Give a number" })
    .int("Give a whole number")
    .min(1, "At least 1")
    .max(TALENT_SEARCH_MAX_LIMIT, `At most ${TALENT_SEARCH_MAX_LIMIT}`)
    .default(TALENT_SEARCH_DEFAULT_LIMIT),
});

export const talentSearchQuerySchema = talentFilterSchema.extend(pagingSchema.shape);
export type TalentSearchQuery = z.infer<typeof talentSearchQuerySchema>;

/** For You: the recommended sets of the company's open jobs, best first; jobId narrows to one job. */
export const recommendedQuerySchema = pagingSchema.extend({ jobId: z.uuid("Not a job id").optional() });

export const talentDatabaseQuerySchema = talentFilterSchema.extend(pagingSchema.shape).extend({
  listId: z.uuid("Not a list id").optional(),
  origin: repeatedOf(COMPANY_TALENT_ORIGINS),
});
export type TalentDatabaseQuery = z.infer<typeof talentDatabaseQuerySchema>;

export const recommendationSchema = z.object({
  jobId: z.uuid(),
  jobTitle: z.string(),
  score: z.number().int(),
  matchedSkills: z.array(z.string()),
  education: z.string().nullable(),
  experience: z.string().nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What a recruiter scans on a card. No contact details: those are on the detail once unlocked. */
export const talentCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  jobSeekingStatus: z.enum(JOB_SEEKING_STATUSES),
  experienceLevel: z.number().int().nullable(),
  lastEducation: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  gpa: z.number().nullable(),
  toeflScore: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  expectedSalary: z.number().nullable(),
  skills: z.array(z.string()),
  schoolType: z.enum(SCHOOL_TYPES).nullable(),
  rank: z.enum(RANKS).nullable(),
  traits: z.array(z.enum(TRAITS)),
  companyTypes: z.array(z.enum(COMPANY_TYPES)),
  /** The current (or latest) position. */
  currentPosition: z.object({ title: z.string(), company: z.string() }).nullable(),
  lastActiveAt: z.string(),
  /** This company's relation to the talent. */
  unlocked: z.boolean(),
  inDatabase: z.boolean(),
  /** Only on For You cards. */
  recommendation: recommendationSchema.nullable(),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const talentPageSchema = z.object({ docs: z.array(talentCardSchema), nextCursor: z.string().nullable() });
export type TalentPage = z.infer<typeof talentPageSchema>;

const actorSchema = z.object({ userId: z.uuid().nullable(), name: z.string().nullable() });

export const talentContactSchema = z.object({ id: z.uuid(), subject: z.string(), message: z.string(), createdAt: z.string(), contactedBy: actorSchema });
export type TalentContact = z.infer<typeof talentContactSchema>;

export const talentInvitationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  createdAt: z.string(),
  invitedBy: actorSchema,
  /** The application that answered it, once the talent applied. */
  applicationId: z.uuid().nullable(),
});
export type TalentInvitation = z.infer<typeof talentInvitationSchema>;

/** The talent's applications to this company's jobs (only jobs the caller may view). */
export const talentApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.string(),
  stepName: z.string().nullable(),
  appliedAt: z.string(),
  source: z.string(),
});

export const talentDetailSchema = talentCardSchema.extend({
  summary: z.string().nullable(),
  education: z.array(talentEducationSchema),
  experiences: z.array(talentExperienceSchema),
  /** Contact details and links: null until unlocked (or in the company's database). */
  contact: z
    .object({ email: z.string(), phone: z.string().nullable(), linkedinUrl: z.string().nullable(), portfolioUrl: z.string().nullable() })
    .nullable(),
  /** Whether a CV can be downloaded now (GET .../cv). */
  hasCv: z.boolean(),
  company: z.object({
    origin: z.enum(COMPANY_TALENT_ORIGINS).nullable(),
    unlockedAt: z.string().nullable(),
    contacts: z.array(talentContactSchema),
    invitations: z.array(talentInvitationSchema),
    applications: z.array(talentApplicationSchema),
    listIds: z.array(z.uuid()),
    noteCount: z.number().int(),
  }),
  /** The plan's unlock quota for this period (null quota: unlimited). */
  quota: z.object({ used: z.number().int(), quota: z.number().int().nullable() }),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

export const talentDetailQuerySchema = z.object({ context: z.enum(["talentHunt", "talentDb", "jobApplicant", "none"]).default("none") });

export const unlockTalentSchema = z.object({ talentId: z.uuid("Not a talent id") });

export const contactTalentSchema = z.object({
  talentId: z.uuid("Not a talent id"),
  /** A new random id per message the recruiter sends: a retried request sends nothing twice. */
  requestId: z.uuid("Not a request id"),
  subject: z.string().trim().min(1, "Give a subject").max(TALENT_CONTACT_SUBJECT_MAX_LENGTH, `At most ${TALENT_CONTACT_SUBJECT_MAX_LENGTH} characters`),
  message: z.string().trim().min(1, "Write a message").max(TALENT_CONTACT_MESSAGE_MAX_LENGTH, `At most ${TALENT_CONTACT_MESSAGE_MAX_LENGTH} characters`),
});
export type ContactTalentInput = z.input<typeof contactTalentSchema>;

export const inviteTalentSchema = z.object({
  jobId: z.uuid("Choose a job"),
  message: optionalText(TALENT_CONTACT_MESSAGE_MAX_LENGTH),
});
export type InviteTalentInput = z.input<typeof inviteTalentSchema>;

export const suggestedTalentsSchema = z.object({ total: z.number().int(), talents: z.array(talentCardSchema) });

export const saveTalentSchema = z.object({ talentId: z.uuid("Not a talent id") });

export const talentIdsSchema = z.object({ talentIds: z.array(z.uuid("Not a talent id")).min(1, "Choose at least one talent").max(TALENT_BULK_MAX, `At most ${TALENT_BULK_MAX} talents at once`) });

export const addTalentsToJobSchema = talentIdsSchema.extend({ jobId: z.uuid("Choose a job") });
export const addTalentsToJobResultSchema = z.object({
  added: z.number().int(),
  /** Talents already in the job's pipeline: left as they were. */
  alreadyInJob: z.number().int(),
});

export const talentListInputSchema = z.object({
  name: z.string().trim().min(1, "Give the list a name").max(TALENT_LIST_NAME_MAX_LENGTH, `At most ${TALENT_LIST_NAME_MAX_LENGTH} characters`),
});
export const talentListSchema = z.object({ id: z.uuid(), name: z.string(), talentCount: z.number().int(), createdAt: z.string() });
export type TalentList = z.infer<typeof talentListSchema>;

export const talentNoteInputSchema = z.object({
  body: z.string().trim().min(1, "Write a note").max(TALENT_NOTE_MAX_LENGTH, `At most ${TALENT_NOTE_MAX_LENGTH} characters`),
});
export const talentNoteSchema = z.object({ id: z.uuid(), body: z.string(), createdAt: z.string(), author: actorSchema, isMine: z.boolean() });
export type TalentNote = z.infer<typeof talentNoteSchema>;
