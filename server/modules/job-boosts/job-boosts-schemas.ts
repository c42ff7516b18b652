import { z } from "zod";
import { boostPackSchema } from "@/server/modules/checkout/checkout-schemas";
import { BOOST_DURATIONS_DAYS } from "./job-boosts-contract";

/**
 * The job boost contract shared by the API and the portal (plain zod, no OpenAPI extension).
 *
 * Endpoints (all under /api, members of the company only; 404 FEATURE_DISABLED while the
 * boost-job-subscription flag is off for the company):
 * - GET  /v1/job-portal/company/{id}/job-boosts  → jobBoostOverview: balance, boostable jobs, boosts
 * - POST /v1/job-portal/company/{id}/job-boosts  boostJobRequest → jobBoost, 201 (jobPost manage on
 *   the job, a running plan): 409 JOB_NOT_PUBLISHED, 409 JOB_ALREADY_BOOSTED, 403 BOOST_QUOTA_REACHED.
 *   A boost is taken from the plan month's quota first, then from the boost packs bought (the
 *   first paid first).
 */

export const boostJobRequestSchema = z.object({
  jobId: z.uuid("Choose a job to boost"),
  durationDays: z.literal(BOOST_DURATIONS_DAYS, { error: `Choose how long the boost runs: ${BOOST_DURATIONS_DAYS.join(", ")} days` }),
});
export type BoostJobRequest = z.infer<typeof boostJobRequestSchema>;

export const boostBalanceSchema = z.object({
  /** A plan period is running (trial or paid); without one, nothing is granted. */
  planRunning: z.boolean(),
  planName: z.string().nullable(),
  /** The plan's boostQuota for the current plan month (0 without a running plan). */
  quota: z.number().int(),
  /** Boosts started within the current plan month. */
  used: z.number().int(),
  remaining: z.number().int(),
  /** Boosts bought in boost packs and not used yet: taken once the month's quota is used; they do not lapse. */
  purchased: z.number().int(),
  /** The current plan month; null without a running plan. */
  monthStartsAt: z.string().nullable(),
  monthEndsAt: z.string().nullable(),
});
export type BoostBalance = z.infer<typeof boostBalanceSchema>;

export const jobBoostSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobRole: z.string(),
  durationDays: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Active until endsAt, whether or not the worker has marked it ended yet. */
  status: z.enum(["active", "ended"]),
});
export type JobBoost = z.infer<typeof jobBoostSchema>;

export const boostableJobSchema = z.object({
  id: z.string(),
  role: z.string(),
  publishedAt: z.string().nullable(),
  /** The job's running boost, if any: it cannot take another until this one ends. */
  activeBoostEndsAt: z.string().nullable(),
});
export type BoostableJob = z.infer<typeof boostableJobSchema>;

export const jobBoostOverviewSchema = z.object({
  balance: boostBalanceSchema,
  /** The boost packs on sale (bought by the company's admin at checkout). */
  packs: z.array(boostPackSchema),
  /** Published jobs the caller may manage, newest first. */
  jobs: z.array(boostableJobSchema),
  /** Running boosts, the one ending first first. */
  active: z.array(jobBoostSchema),
  /** Ended boosts, the latest first (at most 50). */
  past: z.array(jobBoostSchema),
});
export type JobBoostOverview = z.infer<typeof jobBoostOverviewSchema>;
