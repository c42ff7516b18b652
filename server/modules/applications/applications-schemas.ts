import { z } from "zod";
import { APPLICATION_STATUSES, STEP_TYPES } from "@/server/modules/jobs/job-contract";

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
