import { z } from "zod";
import { EMAIL_PATTERN } from "@/server/modules/auth/auth-schemas";
import { URL_PATTERN } from "@/server/modules/companies/companies-schemas";
import { INTERNSHIP_PERKS } from "@/server/modules/company-profile/company-profile-schemas";
import { JOB_ACCESS_LEVELS } from "@/server/modules/permissions/permissions-contract";
import { APPLICATION_PLATFORMS, DEFAULT_BOARD_COLUMNS, DEFAULT_TECH_TEST, EDUCATION_LEVELS, FIXED_STEP_TYPES, JOB_ACTIVATION_TYPES, MAX_SALARY_IDR, OPTION_QUESTION_TYPES, PAID_ADS_ANSWERS, PAY_TYPES, QUESTION_TYPES, STEP_ACTIONS, STEP_TYPES, TECH_TEST_SUBMISSION_TYPES, WIZARD_STEPS, composeStepId, MAX_QUESTIONS, MAX_QUESTION_OPTIONS, MAX_RECRUITMENT_STEPS, MAX_HIRING_TEAM, MAX_AI_CRITERIA } from "./jobs-contract";
import { JOB_STATUSES, JOB_TYPES, WORKPLACE_TYPES } from "./job-listing-contract";

/**
 * The job draft of spec 3 with its defaults. One contract for the API (create, autosave, publish),
 * the OpenAPI document and the wizard's forms. A draft may be incomplete; `assertPublishable` in the
 * service names what publishing still needs.
 */

export const MAX_RICH_TEXT_LENGTH = 20_000;

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const shortList = (max: number, itemMax: number, label: string) => z.array(text(itemMax, label)).max(max, `At most ${max} ${label.toLowerCase()} entries`);

export const jobTypeSchema = z.enum(JOB_TYPES);
export const workplaceTypeSchema = z.enum(WORKPLACE_TYPES);
export const payTypeSchema = z.enum(PAY_TYPES);
export const jobStatusSchema = z.enum(JOB_STATUSES);
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const stepTypeSchema = z.enum(STEP_TYPES);
export const stepActionSchema = z.enum(STEP_ACTIONS);

/** Emails of the hiring team are checked by the service, so a bad one answers INVALID_EMAIL_IN_HIRING_TEAM. */
const hiringTeamEmailSchema = z.string().trim().toLowerCase().max(254, "Email is too long");

export const hiringTeamEntrySchema = z.object({
  email: hiringTeamEmailSchema,
  access: z.enum(JOB_ACCESS_LEVELS.map((level) => level.key) as [string, ...string[]]).default("viewer"),
});
export type HiringTeamEntry = z.infer<typeof hiringTeamEntrySchema>;

export const preScreeningQuestionSchema = z
  .object({
    id: z.uuid("Invalid question id"),
    type: questionTypeSchema,
    question: text(500, "Question").min(1, "Write the question"),
    options: z.array(text(200, "Option").min(1, "An option cannot be empty")).max(MAX_QUESTION_OPTIONS, `At most ${MAX_QUESTION_OPTIONS} options`).default([]),
    required: z.boolean().default(false),
  })
  .superRefine((question, ctx) => {
    const needsOptions = (OPTION_QUESTION_TYPES as readonly string[]).includes(question.type);
    if (needsOptions && question.options.length < 2) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Give at least 2 options" });
    }
    if (needsOptions && new Set(question.options.map((option) => option.toLowerCase())).size !== question.options.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Options must be different" });
    }
  });
export type PreScreeningQuestion = z.infer<typeof preScreeningQuestionSchema>;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month as YYYY-MM");

export const candidatePreferenceSchema = z
  .object({
    graduationDateRange: z
      .object({ from: monthSchema, to: monthSchema })
      .refine((range) => range.from <= range.to, { message: "The range must end after it starts", path: ["to"] })
      .nullable()
      .default(null),
    major: shortList(20, 120, "Major").default([]),
    skillIds: shortList(50, 80, "Skill").default([]),
    university: shortList(20, 160, "University").default([]),
    minimumGpa: z.number().min(0, "GPA is at least 0").max(4, "GPA is at most 4").nullable().default(null),
    lastEducations: z.array(z.enum(EDUCATION_LEVELS)).max(EDUCATION_LEVELS.length).default([]),
  })
  .default({ graduationDateRange: null, major: [], skillIds: [], university: [], minimumGpa: null, lastEducations: [] });
export type CandidatePreference = z.infer<typeof candidatePreferenceSchema>;

export const techTestSettingsSchema = z.object({
  startLimitHours: z.number().int().min(1, "At least 1 hour").max(24 * 30, "At most 30 days").default(DEFAULT_TECH_TEST.startLimitHours),
  durationHours: z.number().int().min(1, "At least 1 hour").max(24 * 30, "At most 30 days").default(DEFAULT_TECH_TEST.durationHours),
  submissionTypes: z.array(z.enum(TECH_TEST_SUBMISSION_TYPES)).min(1, "Accept at least one kind of submission").default([...DEFAULT_TECH_TEST.submissionTypes]),
  subject: text(200, "Subject").min(1, "Write a subject").default(DEFAULT_TECH_TEST.subject),
  message: text(5000, "Message").min(1, "Write a message").default(DEFAULT_TECH_TEST.message),
  caseStudyUrl: z.string().trim().max(2048).regex(URL_PATTERN, "Enter a URL starting with http:// or https://").nullable().default(null),
});
export type TechTestSettings = z.infer<typeof techTestSettingsSchema>;

export const recruitmentStepInputSchema = z.object({
  /** Composed id of an existing step ('custom-<id>'); omitted for a new step. */
  id: z.string().max(80).optional(),
  type: stepTypeSchema,
  name: text(60, "Step name").min(1, "Name the step"),
  action: stepActionSchema.default("none"),
  techTest: techTestSettingsSchema.nullable().default(null),
  emailSubject: text(200, "Subject").nullable().default(null),
  emailMessage: text(5000, "Message").nullable().default(null),
});
export type RecruitmentStepInput = z.infer<typeof recruitmentStepInputSchema>;

/** A new job's steps: CV Screening, CV Shortlisted, Rejected (spec 3 default board columns). */
export function defaultRecruitmentSteps(): RecruitmentStepInput[] {
  const column = (type: (typeof FIXED_STEP_TYPES)[number]) => DEFAULT_BOARD_COLUMNS.find((entry) => entry.type === type)!;
  return (["notProcessed", "accepted", "rejected"] as const).map((type) => ({
    id: composeStepId(type),
    type,
    name: column(type).name,
    action: "none",
    techTest: null,
    emailSubject: null,
    emailMessage: null,
  }));
}

export const recruitmentStepsSchema = z
  .array(recruitmentStepInputSchema)
  .max(MAX_RECRUITMENT_STEPS, `At most ${MAX_RECRUITMENT_STEPS} steps`)
  .superRefine((steps, ctx) => {
    for (const type of FIXED_STEP_TYPES) {
      const count = steps.filter((step) => step.type === type).length;
      if (count !== 1) {
        const name = DEFAULT_BOARD_COLUMNS.find((column) => column.type === type)!.name;
        ctx.addIssue({ code: "custom", message: `The hiring steps must include ${name} exactly once` });
      }
    }
    steps.forEach((step, index) => {
      if (step.action === "send-case-study" && step.type !== "techTest") {
        ctx.addIssue({ code: "custom", path: [index, "action"], message: "Only a tech test step sends a case study" });
      }
      if (step.action === "send-email" && !step.emailSubject) {
        ctx.addIssue({ code: "custom", path: [index, "emailSubject"], message: "Write the email's subject" });
      }
      if (step.action === "send-email" && !step.emailMessage) {
        ctx.addIssue({ code: "custom", path: [index, "emailMessage"], message: "Write the email's message" });
      }
    });
    if (steps[0] && steps[0].type !== "notProcessed") {
      ctx.addIssue({ code: "custom", path: [0, "type"], message: "CV Screening must be the first step" });
    }
  });

export const aiCriterionSchema = z.object({
  text: text(300, "Criterion").min(1, "Describe the criterion"),
  weight: z.number().int().min(1, "Weight is 1 to 5").max(5, "Weight is 1 to 5").default(3),
});
export type AiCriterion = z.infer<typeof aiCriterionSchema>;

const salarySchema = z.number().int("Use whole rupiah").min(0, "Salary cannot be negative").max(MAX_SALARY_IDR, "Salary is too large");
const urlOrNull = z.string().trim().max(2048).regex(URL_PATTERN, "Enter a URL starting with http:// or https://").nullable();

/** Every field of the job draft (spec 3), each with its default. */
export const jobDraftFieldsSchema = z.object({
  jobActivationType: z.enum(JOB_ACTIVATION_TYPES).default("immediate"),
  activationDate: z.iso.datetime({ offset: true, message: "Use a date and time" }).nullable().default(null),
  role: text(120, "Job title").default(""),
  cityId: text(64, "City").nullable().default(null),
  location: text(200, "Location").nullable().default(null),
  cityList: shortList(20, 80, "City").default([]),
  workplaceType: workplaceTypeSchema.default("remote"),
  employmentTypes: z.array(jobTypeSchema).min(1, "Choose at least one job type").max(JOB_TYPES.length).default(["fullTime"]),
  salaryType: payTypeSchema.default("paid"),
  startRange: salarySchema.nullable().default(null),
  endRange: salarySchema.nullable().default(null),
  showSalaryToApplicants: z.boolean().default(false),
  applicationPlatform: z.enum(APPLICATION_PLATFORMS).default("internal"),
  externalPlatformUrl: urlOrNull.default(null),
  description: text(MAX_RICH_TEXT_LENGTH, "Description").default(""),
  responsibilities: text(MAX_RICH_TEXT_LENGTH, "Responsibilities").default(""),
  requirements: text(MAX_RICH_TEXT_LENGTH, "Requirements").default(""),
  perks: z.array(z.enum(INTERNSHIP_PERKS)).max(INTERNSHIP_PERKS.length).default([]),
  customBenefits: shortList(20, 100, "Benefit").default([]),
  customPerks: shortList(20, 100, "Perk").default([]),
  cvRequired: z.boolean().default(true),
  portofolioRequired: z.boolean().default(false),
  preScreeningQuestions: z.array(preScreeningQuestionSchema).max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`).default([]),
  /** People invited to the hiring team as Viewers (a hiringTeam entry for the same email sets their level). */
  invitedEmails: z.array(hiringTeamEmailSchema).max(MAX_HIRING_TEAM, `At most ${MAX_HIRING_TEAM} people`).default([]),
  /** Saving gives members this access to the job and invites other addresses with it (the API does both). */
  hiringTeam: z.array(hiringTeamEntrySchema).max(MAX_HIRING_TEAM, `At most ${MAX_HIRING_TEAM} people`).default([]),
  candidatePreference: candidatePreferenceSchema,
  companyName: text(160, "Company name").nullable().default(null),
  retail: z.boolean().default(false),
  skills: shortList(30, 80, "Skill").default([]),
  canChangeHiringTeamAccess: z.boolean().default(true),
  recruitmentSteps: recruitmentStepsSchema.default(defaultRecruitmentSteps),
  careerFair: z.boolean().default(false),
  criteriaForAi: z.array(aiCriterionSchema).max(MAX_AI_CRITERIA, `At most ${MAX_AI_CRITERIA} criteria`).default([]),
  /** The paid-ads question of Applicant Options; null until answered. */
  paidAds: z.enum(PAID_ADS_ANSWERS).nullable().default(null),
  /** Where the wizard was left, so returning resumes there. */
  wizardStep: z.enum(WIZARD_STEPS.map((step) => step.key) as [string, ...string[]]).default("basicInfo"),
});
export type JobDraftFields = z.infer<typeof jobDraftFieldsSchema>;

/** POST /v1/job-portal/job: a new draft; every field optional, defaults filled in. */
export const createJobRequestSchema = jobDraftFieldsSchema.extend({ published: z.boolean().default(false) });
export type CreateJobRequest = z.input<typeof createJobRequestSchema>;

type DraftShape = typeof jobDraftFieldsSchema.shape;
type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

// zod 4 applies a default even inside .partial(): a field left out of an autosave would be reset
// to its default. Each field is its own schema without the default, made optional.
const autosaveShape = Object.fromEntries(
  Object.entries(jobDraftFieldsSchema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? field.unwrap() : field).optional()]),
) as { [K in keyof DraftShape]: z.ZodOptional<WithoutDefault<DraftShape[K]>> };

/** PATCH /v1/job-portal/job/{id}: autosave; only the fields sent change (none takes a default). */
export const updateJobRequestSchema = z.object(autosaveShape).strict();
export type UpdateJobRequest = z.input<typeof updateJobRequestSchema>;

export const recruitmentStepSchema = recruitmentStepInputSchema.extend({
  id: z.string(),
  position: z.number().int(),
  applicantCount: z.number().int(),
});
export type RecruitmentStep = z.infer<typeof recruitmentStepSchema>;

/** A job as the API answers it. Salary fields are null (and salaryHidden true) without jobPostSalary. */
export const jobSchema = jobDraftFieldsSchema.extend({
  id: z.uuid(),
  companyId: z.uuid(),
  status: jobStatusSchema,
  published: z.boolean(),
  slug: z.string(),
  recruitmentSteps: z.array(recruitmentStepSchema),
  salaryHidden: z.boolean(),
  applicantCount: z.number().int(),
  /** Whether the caller may edit the job (jobPost manage on it). */
  canEdit: z.boolean(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** One row of the job list (/job-post). */
export const jobListItemSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  status: jobStatusSchema,
  slug: z.string(),
  workplaceType: workplaceTypeSchema,
  employmentTypes: z.array(jobTypeSchema),
  location: z.string().nullable(),
  salaryType: payTypeSchema,
  startRange: z.number().nullable(),
  endRange: z.number().nullable(),
  salaryHidden: z.boolean(),
  applicationPlatform: z.enum(APPLICATION_PLATFORMS),
  applicantCount: z.number().int(),
  steps: z.array(z.object({ id: z.string(), type: stepTypeSchema, name: z.string(), applicantCount: z.number().int() })),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  status: z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(jobStatusSchema).optional()),
  workplaceType: z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(workplaceTypeSchema).optional()),
  employmentType: z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(jobTypeSchema).optional()),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobListSchema = z.object({
  docs: z.array(jobListItemSchema),
  nextCursor: z.string().nullable(),
  counts: z.object({ all: z.number().int(), draft: z.number().int(), published: z.number().int(), closed: z.number().int() }),
});
export type JobList = z.infer<typeof jobListSchema>;

/** Spec 5 email pattern, for the hiring team (a failure answers INVALID_EMAIL_IN_HIRING_TEAM). */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** GET /v1/job-portal/job/quota: published job posts against the plan's quota (null: unlimited). */
export const jobQuotaSchema = z.object({
  used: z.number().int(),
  quota: z.number().int().nullable(),
  planName: z.string(),
  onTrial: z.boolean(),
});
export type JobQuota = z.infer<typeof jobQuotaSchema>;

/** DELETE /v1/job-portal/job/{id} answer. */
export const deletedJobSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

// Zod-free, for client code: ./jobs-contract.ts
export { MAX_QUESTIONS, MAX_QUESTION_OPTIONS, MAX_RECRUITMENT_STEPS, MAX_HIRING_TEAM, MAX_AI_CRITERIA };
