import { z } from "zod";

/**
 * The subscription contract shared by the API and the portal. Plain zod (no OpenAPI extension), so
 * client code may import it.
 */

/** trial: the free trial; active: a paid period; expired: either one has ended. */
export const SUBSCRIPTION_STATUSES = ["trial", "active", "expired"] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionKindSchema = z.enum(["trial", "paid"]);

/** A quota of null means unlimited. */
const quotaSchema = z.number().int().min(0).nullable();

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  /** Stable key: "trial", "starter", "growth", "enterprise". */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Whole Indonesian rupiah, no decimals: the price of one month (durationDays). */
  priceIdr: z.number().int().min(0),
  /** The price of a year paid at once (whole rupiah), or null when the plan is sold monthly only. */
  yearlyPriceIdr: z.number().int().min(0).nullable(),
  durationDays: z.number().int().min(1),
  isTrial: z.boolean(),
  jobPostQuota: quotaSchema,
  memberQuota: quotaSchema,
  talentContactQuota: quotaSchema,
  /** Job boosts included each month. */
  boostQuota: z.number().int().min(0),
  features: z.object({ aiAnalyzer: z.boolean(), talentDatabase: z.boolean(), jobIntegration: z.boolean() }),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlanListSchema = z.object({ docs: z.array(subscriptionPlanSchema) });

/** A company's current (latest) subscription. `status` is effective: a period that ended reads expired. */
export const companySubscriptionSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: subscriptionKindSchema,
  status: subscriptionStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  plan: subscriptionPlanSchema,
  /** An admin cancelled: the plan runs to endsAt and nothing follows it. */
  cancelAtPeriodEnd: z.boolean(),
  /** A paid period waiting to start at endsAt: a renewal (same plan) or a downgrade (another plan). */
  nextPeriod: z.object({ planCode: z.string(), planName: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

const usageItemSchema = z.object({ used: z.number().int().min(0), quota: quotaSchema });

/** What the company uses against its plan's quotas (jobs and contacts are counted by later modules). */
export const subscriptionUsageSchema = z.object({
  jobPosts: usageItemSchema,
  members: usageItemSchema,
  talentContacts: usageItemSchema,
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

/** GET /v1/job-portal/company/{id}/subscription and POST .../subscription/trial answer this. */
export const companySubscriptionStateSchema = z.object({
  subscription: companySubscriptionSchema.nullable(),
  subscriptionUsage: subscriptionUsageSchema.nullable(),
  /** The subscription has ended, or usage is above a quota of the plan. */
  needUpgradePlan: z.boolean(),
  /** Whether this company may still start its one free trial. */
  trialAvailable: z.boolean(),
});
export type CompanySubscriptionState = z.infer<typeof companySubscriptionStateSchema>;

export const SUBSCRIPTION_ERROR_CODES = {
  trialAlreadyUsed: "TRIAL_ALREADY_USED",
  subscriptionAlreadyActive: "SUBSCRIPTION_ALREADY_ACTIVE",
  subscriptionRequired: "SUBSCRIPTION_REQUIRED",
  upgradeRequired: "PLAN_UPGRADE_REQUIRED",
  ownerOnly: "OWNER_ONLY",
  /** Cancel needs a running paid period (a trial simply ends). */
  noPaidPeriod: "NO_PAID_PERIOD",
  /** The next period is already paid: cancelling it would need a refund. */
  nextPeriodPaid: "NEXT_PERIOD_PAID",
} as const;
