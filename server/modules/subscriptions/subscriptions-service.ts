import type { Executor } from "@/server/db/client";
import { notify } from "@/server/modules/notifications/notify-service";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { subscriptionAlreadyActive, trialAlreadyUsed, trialPlanNotAvailable } from "./subscriptions-errors";
import type {
  CompanySubscription,
  CompanySubscriptionState,
  SubscriptionPlan,
  SubscriptionStatus,
  SubscriptionUsage,
} from "./subscriptions-schemas";
import { insertSubscriptionPeriod } from "./subscription-periods-queries";
import {
  countActiveMembers,
  countPublishedJobs,
  countTalentUnlocksSince,
  findPlanByCode,
  currentSubscription,
  hasUsedTrial,
  latestSubscription,
  nextPaidPeriod,
  type PlanRow,
  type SubscriptionRow,
} from "./subscriptions-queries";

// Checkout warns of published jobs over the quota of the plan being bought.
export { jobsOverQuota } from "./plan-job-quota";

// Read by other modules through this service (job boosts weigh the plan month against the packs).
export { currentSubscription } from "./subscriptions-queries";
// Checkout prices a purchase against the plan and the period it follows, and a paid or refunded
// order starts or ends the company's periods.
export { findPlanByCode, latestSubscription } from "./subscriptions-queries";
// Team counts its active members against the plan's member quota; checkout warns of published
// job posts over the quota of the plan being bought.
export { countActiveMembers, countPublishedJobs } from "./subscriptions-queries";
export {
  closePeriod,
  expirePeriodsRunningPast,
  findPlanById,
  findPlanName,
  findUnendedPeriodOfOrder,
  insertSubscriptionPeriod,
  withdrawCancellations,
} from "./subscription-periods-queries";

export const TRIAL_PLAN_CODE = "trial";

export function toPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    priceIdr: row.priceIdr,
    yearlyPriceIdr: row.yearlyPriceIdr,
    durationDays: row.durationDays,
    isTrial: row.isTrial,
    jobPostQuota: row.jobPostQuota,
    memberQuota: row.memberQuota,
    talentContactQuota: row.talentContactQuota,
    boostQuota: row.boostQuota,
    features: { aiAnalyzer: row.featureAiAnalyzer, talentDatabase: row.featureTalentDatabase, jobIntegration: row.featureJobIntegration },
  };
}

/** A period that has ended reads as expired, whatever its stored status. */
export function effectiveStatus(row: SubscriptionRow, now: Date): SubscriptionStatus {
  if (row.status === "expired" || row.endsAt.getTime() <= now.getTime()) return "expired";
  return row.status;
}

type NextPeriod = { subscription: SubscriptionRow; plan: PlanRow } | undefined;

export function toCompanySubscription(row: SubscriptionRow, plan: PlanRow, now: Date, next?: NextPeriod): CompanySubscription {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    status: effectiveStatus(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    plan: toPlan(plan),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    nextPeriod: next
      ? { planCode: next.plan.code, planName: next.plan.name, startsAt: next.subscription.startsAt.toISOString(), endsAt: next.subscription.endsAt.toISOString() }
      : null,
  };
}

/**
 * Usage against the plan: members, published job posts (what the job post quota counts), and the
 * talent profiles unlocked since the period began (what talentContactQuota counts).
 */
async function usageOf(db: Executor, companyId: string, latest: { subscription: SubscriptionRow; plan: PlanRow } | undefined): Promise<SubscriptionUsage> {
  const plan = latest?.plan;
  const members = await countActiveMembers(db, companyId);
  const publishedJobs = await countPublishedJobs(db, companyId);
  const unlocks = latest ? await countTalentUnlocksSince(db, companyId, latest.subscription.startsAt) : 0;
  return {
    jobPosts: { used: publishedJobs, quota: plan?.jobPostQuota ?? null },
    members: { used: members, quota: plan?.memberQuota ?? null },
    talentContacts: { used: unlocks, quota: plan?.talentContactQuota ?? null },
  };
}

/**
 * The talent unlock allowance now: unlocks since the current period began against the plan's
 * talentContactQuota (null: unlimited). Without a running period (none yet, or it ended) nothing
 * may be unlocked: the quota is 0 until the company subscribes again.
 */
export async function talentUnlockAllowance(db: Executor, companyId: string, now = new Date()): Promise<{ used: number; quota: number | null; active: boolean }> {
  const latest = await currentSubscription(db, companyId, now);
  if (!latest) return { used: 0, quota: 0, active: false };
  const used = await countTalentUnlocksSince(db, companyId, latest.subscription.startsAt);
  const active = effectiveStatus(latest.subscription, now) !== "expired";
  return { used, quota: active ? latest.plan.talentContactQuota : 0, active };
}

function overQuota(usage: SubscriptionUsage): boolean {
  return Object.values(usage).some((item) => item.quota !== null && item.used > item.quota);
}

/** Everything the guards and the subscription page need about one company. */
export async function subscriptionStateOf(db: Executor, companyId: string, now = new Date()): Promise<CompanySubscriptionState> {
  const latest = await currentSubscription(db, companyId, now);
  const next = latest && latest.subscription.kind === "paid" ? await nextPaidPeriod(db, companyId, latest.subscription.endsAt) : undefined;
  const subscription = latest ? toCompanySubscription(latest.subscription, latest.plan, now, next) : null;
  const usage = await usageOf(db, companyId, latest);
  const trialAvailable = !(await hasUsedTrial(db, companyId));
  return {
    subscription,
    subscriptionUsage: subscription ? usage : null,
    needUpgradePlan: subscription !== null && (subscription.status === "expired" || overQuota(usage)),
    trialAvailable,
  };
}

/**
 * Starts the company's one free trial. The caller has checked the user is the company's owner.
 * The owner is notified in the same transaction.
 */
export async function startTrial(
  db: Executor,
  input: { companyId: string; ownerUserId: string },
  now = new Date(),
): Promise<void> {
  const plan = await findPlanByCode(db, TRIAL_PLAN_CODE);
  if (!plan) throw trialPlanNotAvailable();
  const latest = await latestSubscription(db, input.companyId);
  if (latest && effectiveStatus(latest.subscription, now) !== "expired" && latest.subscription.kind === "paid") {
    throw subscriptionAlreadyActive();
  }
  if (await hasUsedTrial(db, input.companyId)) {
    throw trialAlreadyUsed();
  }
  const endsAt = new Date(now.getTime() + plan.durationDays * 24 * 60 * 60 * 1000);
  try {
    await db.transaction(async (tx) => {
      await insertSubscriptionPeriod(tx, {
        companyId: input.companyId,
        planId: plan.id,
        kind: "trial",
        status: "trial",
        startsAt: now,
        endsAt,
      });
      await notify(tx, {
        recipientUserIds: [input.ownerUserId],
        companyId: input.companyId,
        type: "companyTrialSubsActivated",
        category: "subscription",
        title: "Your free trial is active",
        body: `Your ${plan.durationDays}-day free trial has started. Post jobs, invite your team and find talents until ${endsAt.toISOString().slice(0, 10)}.`,
        data: { pageUrl: "/subscription", pageName: "Subscription" },
      });
    });
  } catch (error) {
    // Two trial starts at once: the unique index lets exactly one through.
    if (isUniqueViolation(error)) {
      throw trialAlreadyUsed();
    }
    throw error;
  }
}
