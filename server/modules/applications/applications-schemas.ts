import { z } from "zod";
import { APPLICATION_STATUSES, QUESTION_TYPES, STEP_ACTIONS, STEP_TYPES, TECH_TEST_STATUSES } from "@/server/modules/jobs/jobs-contract";
import { JOB_STATUSES } from "@/server/modules/jobs/job-listing-contract";
import {
  COMPANY_TYPES,
  GENDERS,
  RANKS,
  SCHOOL_TYPES,
  SORT_DIRECTIONS,
  SORT_PARAMS,
  SOURCE_FILTERS,
  TRAITS,
  YEARS_OF_EXPERIENCE_FILTERS,
  type YearsOfExperienceFilter,
} from "@/server/modules/pipeline/pipeline-contract";
import { CANDIDATE_SEARCH_MAX_LENGTH } from "./applications-contract";

/** The candidates of a job, by step (issue 6): the contract the portal's pipeline reads. */

export const CANDIDATES_PAGE_SIZE = 20;
export const MAX_CANDIDATES_PAGE_SIZE = 100;

const toArray = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/**
 * A repeated query key (`?status=a&status=b`) or a JSON array: one value or many, each one of
 * `values`. An unknown value fails on the key itself (not `status.1`), naming what is allowed.
 */
export function repeatedOf<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  return z.preprocess(
    toArray,
    z
      .array(z.string(), { error: "Use one or more values" })
      .max(50, "Too many values")
      .superRefine((list, ctx) => {
        const unknown = list.filter((value) => !allowed.has(value));
        if (unknown.length > 0) {
          ctx.addIssue({ code: "custom", message: `Unknown value ${unknown.map((value) => `'${value.slice(0, 40)}'`).join(", ")}; use ${values.join(", ")}` });
        }
      })
      .transform((list) => [...new Set(list)] as T[number][])
      .optional(),
  );
}

export const YEARS_OF_EXPERIENCE_KEYS = YEARS_OF_EXPERIENCE_FILTERS.map((entry) => entry.key) as [YearsOfExperienceFilter, ...YearsOfExperienceFilter[]];

/**
 * The candidates' filter and sort (spec 3 Filters and Sort options), without paging: the list's
 * query, the applicant detail's (its previous and next follow it), the applications table's and an
 * export's `filter`. Server SQL for it: candidate-filters.ts.
 */
export const candidateFilterSchema = z.object({
  /** A composed step id ('notProcessed', 'custom-<id>'); omitted: every step. */
  recruitmentStepId: z.string().trim().min(1, "Give a step id").max(80, "At most 80 characters").optional(),
  status: repeatedOf(APPLICATION_STATUSES),
  /** Name, email, university, major or a skill containing the text, case aside. */
  q: z
    .string()
    .trim()
    .max(CANDIDATE_SEARCH_MAX_LENGTH, `At most ${CANDIDATE_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((text) => (text ? text : undefined)),
  yearsOfExperience: repeatedOf(YEARS_OF_EXPERIENCE_KEYS),
  gender: repeatedOf(GENDERS),
  schoolType: repeatedOf(SCHOOL_TYPES),
  traits: repeatedOf(TRAITS),
  /** "applicant" covers applications from the careers page and imports. */
  source: repeatedOf(SOURCE_FILTERS),
  rank: repeatedOf(RANKS),
  companyTypes: repeatedOf(COMPANY_TYPES),
  /** aiScore only while the AI candidate analyzer flag is on (else 422). Nulls always sort last. */
  sortParam: z.enum(SORT_PARAMS, { error: `Use one of ${SORT_PARAMS.join(", ")}` }).default("applicationDate"),
  sortDir: z.enum(SORT_DIRECTIONS, { error: "Use asc or desc" }).default("desc"),
});
export type CandidateFilter = z.infer<typeof candidateFilterSchema>;
export type CandidateFilterInput = z.input<typeof candidateFilterSchema>;

/** GET /v1/job-portal/job/{jobId}/candidates query: the filter and sort, and keyset paging. */
export const candidatesQuerySchema = candidateFilterSchema.extend({
  /** nextCursor of the previous page, for the same filter and sort. */
  cursor: z.string().max(400, "Not a cursor this list gave").optional(),
  limit: z.coerce
    .number()
    .int("Use a whole number")
    .min(1, "At least 1")
    .max(MAX_CANDIDATES_PAGE_SIZE, `At most ${MAX_CANDIDATES_PAGE_SIZE}`)
    .default(CANDIDATES_PAGE_SIZE),
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(["applicant", "import", "recommendation"]),
  appliedAt: z.string(),
  /** When the status or step last changed. */
  statusChangedAt: z.string(),
  /** The composed key of the step the candidate is in. */
  recruitmentStepId: z.string(),
  hasCv: z.boolean(),
  portfolioUrl: z.string().nullable(),
  /** Spec 3 experience or education level code, and its label. */
  experienceLevel: z.number().int().nullable(),
  experienceLevelLabel: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  gpa: z.number().nullable(),
  gender: nullableEnum(GENDERS),
  /** Whole years today, from the birth date. */
  age: z.number().int().nullable(),
  schoolType: nullableEnum(SCHOOL_TYPES),
  traits: z.array(z.enum(TRAITS)),
  rank: nullableEnum(RANKS),
  companyTypes: z.array(z.enum(COMPANY_TYPES)),
  /** Monthly, in rupiah. */
  expectedSalary: z.number().nullable(),
  toeflScore: z.number().int().nullable(),
  /** The latest tech test's status and dates (deadline: confirm-by or submit-by, whichever is current). */
  techTestStatus: nullableEnum(TECH_TEST_STATUSES),
  techTestDeadlineAt: z.string().nullable(),
  techTestSubmittedAt: z.string().nullable(),
  /** The AI analyzer's score (0-100); null while the analyzer flag is off or before analysis. */
  aiScore: z.number().int().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** A step as pickers and headers show it (`id` is the composed key). */
export const candidateStepRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(STEP_TYPES),
  action: z.enum(STEP_ACTIONS),
});
export type CandidateStepRef = z.infer<typeof candidateStepRefSchema>;

export const candidateStepSchema = candidateStepRefSchema.extend({
  /** Candidates of the step matching the filter (whatever recruitmentStepId asks). */
  applicantCount: z.number().int(),
  /** Every candidate of the step. */
  totalCount: z.number().int(),
});
export type CandidateStep = z.infer<typeof candidateStepSchema>;

export const candidateListSchema = z.object({
  docs: z.array(candidateSchema),
  nextCursor: z.string().nullable(),
  /** Candidates matching the filter (in the step, when one is asked). */
  total: z.number().int(),
  /** Every step of the job in board order. */
  steps: z.array(candidateStepSchema),
});
export type CandidateList = z.infer<typeof candidateListSchema>;

export const APPLICATION_ERROR_CODES = {
  applicationNotFound: "APPLICATION_NOT_FOUND",
  cvNotFound: "CV_NOT_FOUND",
} as const;

/** A pre-screening answer as the recruiter reads it; null when the question was not answered. */
export const candidateAnswerValueSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string() }),
  z.object({ kind: z.literal("number"), value: z.number() }),
  /** A calendar day, YYYY-MM-DD. */
  z.object({ kind: z.literal("date"), date: z.string() }),
  /** The options chosen (one for radio). */
  z.object({ kind: z.literal("options"), options: z.array(z.string()) }),
]);
export type CandidateAnswerValue = z.infer<typeof candidateAnswerValueSchema>;

export const candidateAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  answer: candidateAnswerValueSchema.nullable(),
});
export type CandidateAnswer = z.infer<typeof candidateAnswerSchema>;

/** A school the talent attended (newest first). */
export const talentEducationSchema = z.object({
  school: z.string(),
  degree: z.string().nullable(),
  major: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  gpa: z.number().nullable(),
});
/** A position the talent held (newest first); dates YYYY-MM, endDate null while current. */
export const talentExperienceSchema = z.object({
  company: z.string(),
  title: z.string(),
  companyType: nullableEnum(COMPANY_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
});

/** GET /v1/job-portal/job/{jobId}/candidates/{applicationId} query: the list's filter and sort, for previous and next. */
export const candidateDetailQuerySchema = candidateFilterSchema;

/** GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant, as the applicant page shows them. */
export const candidateDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** The recruiter's label of the status (spec 3's narrower set). */
  statusLabel: z.string(),
  statusChangedAt: z.string(),
  source: z.enum(["applicant", "import", "recommendation"]),
  appliedAt: z.string(),
  portfolioUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  hasCv: z.boolean(),
  cvFileName: z.string().nullable(),
  /** Spec 3 experience or education level code, and its label. */
  experienceLevel: z.number().int().nullable(),
  experienceLevelLabel: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  gpa: z.number().nullable(),
  skills: z.array(z.string()),
  gender: nullableEnum(GENDERS),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  /** Whole years today. */
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  schoolType: nullableEnum(SCHOOL_TYPES),
  traits: z.array(z.enum(TRAITS)),
  rank: nullableEnum(RANKS),
  companyTypes: z.array(z.enum(COMPANY_TYPES)),
  /** Monthly, in rupiah. */
  expectedSalary: z.number().nullable(),
  toeflScore: z.number().int().nullable(),
  education: z.array(talentEducationSchema),
  experiences: z.array(talentExperienceSchema),
  techTestStatus: nullableEnum(TECH_TEST_STATUSES),
  /** The AI analyzer's score; null while the analyzer flag is off or before analysis. */
  aiScore: z.number().int().nullable(),
  /** The step the applicant is in; `id` is the composed key. */
  recruitmentStep: candidateStepRefSchema,
  /** Every step of the job in board order (to move the applicant to). */
  steps: z.array(candidateStepRefSchema),
  /** Whether the caller may act on the applicant (jobPost manage on the job). */
  canManage: z.boolean(),
  /** Every question of the job in its order, each with the applicant's answer. */
  answers: z.array(candidateAnswerSchema),
  job: z.object({ id: z.string(), role: z.string(), status: z.enum(JOB_STATUSES) }),
  /** The applicant's talent profile: their record in the company's Talent Database (/talent-database/{talentId}). */
  talentId: z.string().optional(),
  /** The Talent Search invitation the application answered (source recommendation): who invited, and when. */
  invitation: z
    .object({ id: z.string(), invitedAt: z.string(), invitedBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }) })
    .nullable()
    .optional(),
  /** The neighbours in the candidates list of the same filter and sort (the query). */
  previousApplicationId: z.string().nullable(),
  nextApplicationId: z.string().nullable(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

// Zod-free, for client code: ./applications-contract.ts
export { CANDIDATE_SEARCH_MAX_LENGTH };
