import { ApiError } from "@/server/api/errors";
import type { Executor } from "@/server/db/client";
import { notifyTrialLimitReached } from "@/server/modules/notifications/notifications-service";
import { countPublishedJobs, currentSubscription, effectiveStatus } from "@/server/modules/subscriptions/subscriptions-service";
import { JOB_ERROR_CODES, JOB_UPGRADE_URL } from "./job-listing-contract";
import type { JobQuota } from "./jobs-schemas";

/** Published job posts against the plan's jobPostQuota (null: unlimited; no plan: none allowed). */
export async function jobQuotaOf(db: Executor, companyId: string, now = new Date()): Promise<JobQuota> {
  const latest = await currentSubscription(db, companyId, now);
  return {
    used: await countPublishedJobs(db, companyId),
    quota: latest ? latest.plan.jobPostQuota : 0,
    planName: latest?.plan.name ?? "No plan",
    onTrial: latest ? latest.subscription.kind === "trial" && effectiveStatus(latest.subscription, now) !== "expired" : false,
  };
}

/** The refusal of a publish beyond the quota, with what the portal's upgrade dialog shows. */
export class JobQuotaReached extends ApiError {
  constructor(public readonly usage: JobQuota) {
    const quota = usage.quota ?? 0;
    super(
      403,
      JOB_ERROR_CODES.quotaReached,
      `Your ${usage.planName} plan allows ${quota} published job ${quota === 1 ? "post" : "posts"} and ${usage.used} ${usage.used === 1 ? "is" : "are"} published. ` +
        "Upgrade your plan on the Subscription page to publish more, or unpublish or close a job post first",
      [],
      {},
      { quota, used: usage.used, planName: usage.planName, onTrial: usage.onTrial, upgradeUrl: JOB_UPGRADE_URL },
    );
  }
}

/** Inside the publishing transaction (after the company row is locked): one more published job must fit. */
export async function assertJobRoom(db: Executor, companyId: string, now = new Date()): Promise<void> {
  const usage = await jobQuotaOf(db, companyId, now);
  if (usage.quota === null || usage.used + 1 <= usage.quota) return;
  throw new JobQuotaReached(usage);
}

/** On a trial, a refused publish tells the owners (jobPostTrialLimitReached), at most once a day. */
export async function notifyJobTrialLimit(db: Executor, companyId: string, usage: JobQuota, now = new Date()): Promise<void> {
  if (!usage.onTrial) return;
  await notifyTrialLimitReached(db, { companyId, type: "jobPostTrialLimitReached", limit: usage.quota ?? 0, now });
}
