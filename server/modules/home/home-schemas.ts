import { z } from "@hono/zod-openapi";
import { STEP_TYPES } from "@/server/modules/jobs/jobs-contract";
import { HOME_ATTENTION_DEFAULT_LIMIT, HOME_ATTENTION_MAX_LIMIT } from "./home-contract";

/**
 * The API contract of Home's "what needs you now" (issue 16, point 7). The portal imports it for
 * types; the route validates with it. Endpoint (under /api):
 *
 * - GET /v1/job-portal/home/attention   homeAttentionQuerySchema → homeAttentionSchema
 *
 * One answer for the signed-in member, limited to the jobs they may see (spec 6: jobPost view on the
 * job; the owner sees all), open jobs only (status published):
 * - `waiting`: per job, the applicants waiting for review in its CV Screening step (WAITING_STATUSES
 *   in home-contract.ts), how long the oldest has waited since applying, and whether that is past
 *   the processApplicantsReminderReceived condition (applied more than APPLICANT_WAIT_REMINDER_DAYS
 *   days ago, the rule of server/modules/notifications/reminders.ts); the longest wait first.
 * - `techTests`: applications in a tech test step whose latest case study is submitted and whose
 *   status and step have not changed since the submission; the oldest submission first.
 * - `pipelines`: the open jobs, newest published first, with the applicants in each step in the
 *   job's step order.
 * Each list holds at most `limit` entries; `total` says how many there are in all. A constant
 * number of queries (five at most) whatever the number of jobs or applicants.
 *
 * Jobs have no closing date in the product (closedAt is set when a job is closed), so "jobs closing
 * soon" is not part of the answer.
 */

const isoDate = z.string().openapi({ format: "date-time" });

export const homeAttentionQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(1, "At least 1")
    .max(HOME_ATTENTION_MAX_LIMIT, `At most ${HOME_ATTENTION_MAX_LIMIT}`)
    .default(HOME_ATTENTION_DEFAULT_LIMIT)
    .openapi({ param: { name: "limit", in: "query" }, description: "Entries per list (1-50, default 10)" }),
});
export type HomeAttentionQuery = z.infer<typeof homeAttentionQuerySchema>;

export const waitingJobSchema = z
  .object({
    jobId: z.string(),
    role: z.string(),
    /** The CV Screening step's composed id (spec 3), for the candidates page address. */
    stepId: z.string(),
    stepName: z.string(),
    waitingCount: z.number().int(),
    /** Of them, those who applied more than APPLICANT_WAIT_REMINDER_DAYS days ago. */
    overdueCount: z.number().int(),
    oldestAppliedAt: isoDate,
    /** How long the oldest has waited, at `generatedAt`, in milliseconds. */
    oldestWaitMs: z.number().int(),
    /** The oldest has waited past the reminder's condition. */
    overdue: z.boolean(),
  })
  .openapi("HomeWaitingJob");
export type WaitingJob = z.infer<typeof waitingJobSchema>;

export const submittedTechTestSchema = z
  .object({
    applicationId: z.string(),
    applicantName: z.string(),
    jobId: z.string(),
    role: z.string(),
    stepId: z.string(),
    stepName: z.string(),
    submittedAt: isoDate,
    /** How long ago it was submitted, at `generatedAt`, in milliseconds. */
    waitMs: z.number().int(),
  })
  .openapi("HomeSubmittedTechTest");
export type SubmittedTechTest = z.infer<typeof submittedTechTestSchema>;

export const jobPipelineSchema = z
  .object({
    jobId: z.string(),
    role: z.string(),
    publishedAt: isoDate.nullable(),
    applicantCount: z.number().int(),
    steps: z.array(z.object({ id: z.string(), type: z.enum(STEP_TYPES), name: z.string(), applicantCount: z.number().int() })),
  })
  .openapi("HomeJobPipeline");
export type JobPipeline = z.infer<typeof jobPipelineSchema>;

export const homeAttentionSchema = z
  .object({
    generatedAt: isoDate,
    /** APPLICANT_WAIT_REMINDER_DAYS, so the page names the threshold it flags. */
    reminderDays: z.number().int(),
    waiting: z.object({
      docs: z.array(waitingJobSchema),
      /** Jobs with anyone waiting, applicants waiting, and jobs flagged overdue, over all open jobs. */
      total: z.number().int(),
      applicantCount: z.number().int(),
      overdueJobCount: z.number().int(),
    }),
    techTests: z.object({ docs: z.array(submittedTechTestSchema), total: z.number().int() }),
    pipelines: z.object({ docs: z.array(jobPipelineSchema), total: z.number().int() }),
  })
  .openapi("HomeAttention");
export type HomeAttention = z.infer<typeof homeAttentionSchema>;
