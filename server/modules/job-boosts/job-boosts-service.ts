import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { listBoostPacks } from "@/server/modules/checkout/checkout-service";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { jobForAction, loadSubject, scopeTest, assertSubscriptionActive, lockCompany } from "@/server/modules/jobs/jobs-service";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { currentSubscription, effectiveStatus } from "@/server/modules/subscriptions/subscriptions-service";
import { boostEndsAt, planMonthAt, remainingBoosts } from "./boost-balance";
import { BOOST_JOB_FLAG } from "./job-boosts-contract";
import { alreadyBoosted, boostNeedsPublishedJob, boostQuotaReached, boostedMeanwhile, boostsDisabled } from "./job-boosts-errors";
import {
  countBoostsStartedBetween,
  endLapsedBoostsOfJob,
  findActiveBoostOfJob,
  insertBoost,
  listCompanyBoosts,
  listPublishedJobs,
  packsWithBoostsLeft,
  type JobBoostRow,
  type JobBoostWithRole,
} from "./job-boosts-queries";
import type { BoostBalance, BoostJobRequest, JobBoost, JobBoostOverview } from "./job-boosts-schemas";


/** How many ended boosts the overview lists. */
const PAST_BOOSTS_SHOWN = 50;

/** 404 FEATURE_DISABLED while the flag is off for the company: the endpoints do not exist for it. */
export async function assertBoostEnabled(db: Executor, companyId: string): Promise<void> {
  if (!(await getEffectiveFlags(db, companyId)).flags[BOOST_JOB_FLAG]) {
    throw boostsDisabled();
  }
}

/**
 * The running plan's boostQuota for the current plan month, less the boosts taken from it, and the
 * boosts bought and not used yet. `packs` lists where the bought ones are, the first paid first.
 */
async function boostHoldingsOf(db: Executor, companyId: string, now: Date): Promise<{ balance: BoostBalance; packs: { orderId: string; left: number }[] }> {
  const [latest, packs] = await Promise.all([currentSubscription(db, companyId, now), packsWithBoostsLeft(db, companyId)]);
  const purchased = packs.reduce((total, pack) => total + pack.left, 0);
  const running = latest && effectiveStatus(latest.subscription, now) !== "expired" ? latest : undefined;
  const month = running ? planMonthAt(running.subscription, now) : null;
  if (!running || !month) {
    return { packs, balance: { planRunning: false, planName: latest?.plan.name ?? null, quota: 0, used: 0, remaining: 0, purchased, monthStartsAt: null, monthEndsAt: null } };
  }
  const used = await countBoostsStartedBetween(db, companyId, month.startsAt, month.endsAt);
  const quota = running.plan.boostQuota;
  return {
    packs,
    balance: {
      planRunning: true,
      planName: running.plan.name,
      quota,
      used,
      remaining: remainingBoosts(quota, used),
      purchased,
      monthStartsAt: month.startsAt.toISOString(),
      monthEndsAt: month.endsAt.toISOString(),
    },
  };
}

export async function boostBalanceOf(db: Executor, companyId: string, now = new Date()): Promise<BoostBalance> {
  return (await boostHoldingsOf(db, companyId, now)).balance;
}

function toJobBoost(row: JobBoostRow, jobRole: string, now: Date): JobBoost {
  const running = row.status === "active" && row.endsAt.getTime() > now.getTime();
  return {
    id: row.id,
    jobId: row.jobId,
    jobRole,
    durationDays: row.durationDays,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: running ? "active" : "ended",
  };
}

/**
 * The settings page's data: the balance, the published jobs the caller may manage (those it may
 * boost), and the boosts of the jobs it may view.
 */
export async function boostOverviewOf(db: Executor, session: CompanySessionContext, now = new Date()): Promise<JobBoostOverview> {
  const subject = await loadSubject(db, session);
  const mayManage = scopeTest(jobScopeOf(subject, "jobPost", "manage"));
  const mayView = scopeTest(jobScopeOf(subject, "jobPost", "view"));
  const [balance, packs, published, boosts] = await Promise.all([
    boostBalanceOf(db, session.companyId, now),
    listBoostPacks(db),
    listPublishedJobs(db, session.companyId),
    // Enough to hold every running boost (at most one per published job) and the recent past.
    listCompanyBoosts(db, session.companyId, 500),
  ]);
  const visible = boosts.filter((boost: JobBoostWithRole) => mayView(boost.jobId)).map((boost) => toJobBoost(boost, boost.jobRole, now));
  const active = visible.filter((boost) => boost.status === "active").sort((a, b) => a.endsAt.localeCompare(b.endsAt));
  const activeEnd = new Map(active.map((boost) => [boost.jobId, boost.endsAt]));
  return {
    balance,
    packs,
    jobs: published
      .filter((job) => mayManage(job.id))
      .map((job) => ({ id: job.id, role: job.role, publishedAt: job.publishedAt?.toISOString() ?? null, activeBoostEndsAt: activeEnd.get(job.id) ?? null })),
    active,
    past: visible.filter((boost) => boost.status === "ended").slice(0, PAST_BOOSTS_SHOWN),
  };
}

/**
 * Boosts one published job for `durationDays` from now, taking one boost of the month's quota.
 * The company row is locked first, so two boosts at once cannot both take the last one.
 */
export async function boostJob(db: Executor, session: CompanySessionContext, request: BoostJobRequest, now = new Date()): Promise<JobBoost> {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, session.companyId);
      // Another company's job reads as missing (404); one the caller may not manage is 403.
      const { job } = await jobForAction(tx, session, request.jobId, "manage");
      await assertSubscriptionActive(tx, session.companyId);
      if (job.status !== "published") {
        throw boostNeedsPublishedJob();
      }
      await endLapsedBoostsOfJob(tx, job.id, now);
      const running = await findActiveBoostOfJob(tx, job.id);
      if (running) throw alreadyBoosted(running.endsAt);
      const { balance, packs } = await boostHoldingsOf(tx, session.companyId, now);
      // The plan month's boosts first (they lapse with the month), then the packs bought.
      const purchaseOrderId = balance.remaining > 0 ? null : (packs[0]?.orderId ?? null);
      if (balance.remaining <= 0 && purchaseOrderId === null) {
        throw boostQuotaReached(balance);
      }
      const boost = await insertBoost(tx, {
        companyId: session.companyId,
        jobId: job.id,
        durationDays: request.durationDays,
        startsAt: now,
        endsAt: boostEndsAt(now, request.durationDays),
        purchaseOrderId,
        createdByUserId: session.userId,
      });
      return toJobBoost(boost, job.role, now);
    });
  } catch (error) {
    // Two boosts of one job at once: the one-active index lets exactly one through.
    if (isUniqueViolation(error)) throw boostedMeanwhile();
    throw error;
  }
}
