import { z } from "zod";
import { APPLICATION_STATUSES, JOB_STATUSES, QUESTION_TYPES, STEP_TYPES } from "@/server/modules/jobs/job-contract";

/** The candidates of a job, by step (issue 6): the contract the portal's pipeline reads. */

export const CANDIDATES_PAGE_SIZE = 20;
export const MAX_CANDIDATES_PAGE_SIZE = 100;

/** GET /v1/job-portal/job/{jobId}/candidates query. */
export const candidatesQuerySchema = z.object({
  /** A composed step id ('notProcessed', 'custom-<id>'); omitted: every step. */
  recruitmentStepId: z.string().trim().min(1).max(80).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int("Use a whole number")
    .min(1, "At least 1")
    .max(MAX_CANDIDATES_PAGE_SIZE, `At most ${MAX_CANDIDATES_PAGE_SIZE}`)
    .default(CANDIDATES_PAGE_SIZE),
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(["applicant", "import", "recommendation"]),
  appliedAt: z.string(),
  /** The composed key of the step the candidate is in. */
  recruitmentStepId: z.string(),
  hasCv: z.boolean(),
  portfolioUrl: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidateStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(STEP_TYPES),
  applicantCount: z.number().int(),
});
export type CandidateStep = z.infer<typeof candidateStepSchema>;

export const candidateListSchema = z.object({
  docs: z.array(candidateSchema),
  nextCursor: z.string().nullable(),
  steps: z.array(candidateStepSchema),
});
export type CandidateList = z.infer<typeof candidateListSchema>;

export const APPLICATION_ERROR_CODES = {
  jobNotFound: "JOB_NOT_FOUND",
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

/** GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant, as the applicant page shows them. */
export const candidateDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(["applicant", "import", "recommendation"]),
  appliedAt: z.string(),
  portfolioUrl: z.string().nullable(),
  hasCv: z.boolean(),
  cvFileName: z.string().nullable(),
  /** Spec 3 experience or education level code, and its label. */
  experienceLevel: z.number().int().nullable(),
  experienceLevelLabel: z.string().nullable(),
  university: z.string().nullable(),
  major: z.string().nullable(),
  gpa: z.number().nullable(),
  skills: z.array(z.string()),
  /** The step the applicant is in; `id` is the composed key. */
  recruitmentStep: z.object({ id: z.string(), name: z.string(), type: z.enum(STEP_TYPES) }),
  /** Every question of the job in its order, each with the applicant's answer. */
  answers: z.array(candidateAnswerSchema),
  job: z.object({ id: z.string(), role: z.string(), status: z.enum(JOB_STATUSES) }),
  /** The neighbours within the same step, in the candidates list's order (newest first). */
  previousApplicationId: z.string().nullable(),
  nextApplicationId: z.string().nullable(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;
