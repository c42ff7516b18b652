import type { FeatureFlagKey } from "@/server/modules/feature-flags/feature-flags-contract";

/**
 * Job boosts' vocabulary, shared by the API and the portal. Plain data: no zod, no server imports,
 * so the settings page and the careers page can read it without weight.
 */

/** The gate (spec 2.3): every boost endpoint answers 404 FEATURE_DISABLED and the page 404s while it is off. */
export const BOOST_JOB_FLAG = "boost-job-subscription" satisfies FeatureFlagKey;

/** How long a boost runs. Each costs one boost, whatever its length (docs/decisions.md). */
export const BOOST_DURATIONS_DAYS = [7, 14, 30] as const;
export type BoostDurationDays = (typeof BOOST_DURATIONS_DAYS)[number];

/** A plan's boostQuota is granted per plan month: 30-day windows from the period's start. */
export const PLAN_MONTH_DAYS = 30;

/** "1 job boost", "5 job boosts": how mails and pages count boosts. */
export function jobBoostsLabel(count: number): string {
  return `${count} job ${count === 1 ? "boost" : "boosts"}`;
}

/** The mark a boosted job carries on the careers page. */
export const PROMOTED_LABEL = "Promoted";

export const JOB_BOOST_ERROR_CODES = {
  featureDisabled: "FEATURE_DISABLED",
  quotaReached: "BOOST_QUOTA_REACHED",
  jobNotPublished: "JOB_NOT_PUBLISHED",
  alreadyBoosted: "JOB_ALREADY_BOOSTED",
} as const;

export type JobBoostStatus = "active" | "ended";
