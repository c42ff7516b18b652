import type { Database, Executor } from "@/server/db/client";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { notify } from "@/server/modules/notifications/notify-service";
import {
  closeJobs,
  findPeriodsDueQuotaEnforcement,
  listPublishedJobsNewestFirst,
  lockCompanyRow,
  lockPeriodWithPlan,
  markQuotaEnforced,
} from "./period-job-quota-queries";
import { findUserEmails } from "./subscriptions-queries";

/**
 * When a period with a smaller job quota begins (a downgrade, or a smaller plan bought after one
 * ended), the company keeps its most recently published jobs up to the quota and the rest close:
 * they take no more applications and keep everything they have. The owners are told which, in the
 * portal and by email. Run by the worker; once per period (quota_enforced_at).
 */
export async function enforcePeriodJobQuotas(db: Database, now: Date): Promise<{ periods: number; closedJobs: number }> {
  const due = await findPeriodsDueQuotaEnforcement(db, now);
  let closedJobs = 0;
  for (const { id } of due) {
    closedJobs += await db.transaction((tx) => enforceOnePeriod(tx, id, now));
  }
  return { periods: due.length, closedJobs };
}

async function enforceOnePeriod(tx: Executor, subscriptionId: string, now: Date): Promise<number> {
  // The period's row lock makes a second worker wait, then find the period done.
  const period = await lockPeriodWithPlan(tx, subscriptionId);
  if (!period || period.subscription.quotaEnforcedAt) return 0;
  const { companyId } = period.subscription;
  await markQuotaEnforced(tx, subscriptionId, now);
  const quota = period.plan.jobPostQuota;
  if (quota === null) return 0;
  // Publishing takes the company's row lock too, so no job is published while the excess is chosen.
  await lockCompanyRow(tx, companyId);
  const published = await listPublishedJobsNewestFirst(tx, companyId);
  // Newest first: the first `quota` stay published; the rest, oldest last, close.
  const excess = published.slice(quota);
  if (excess.length === 0) return 0;
  await closeJobs(tx, excess.map((job) => job.id), now);
  await tellOwners(tx, { companyId, planName: period.plan.name, quota, jobRoles: excess.reverse().map((job) => job.role || "Untitled job"), subscriptionId });
  return excess.length;
}

async function tellOwners(tx: Executor, input: { companyId: string; planName: string; quota: number; jobRoles: string[]; subscriptionId: string }): Promise<void> {
  const ownerIds = await activeOwnerIds(tx, input.companyId);
  const count = input.jobRoles.length;
  const summary = `Your ${input.planName} plan publishes up to ${input.quota} job posts, so ${count} older job post${count === 1 ? " was" : "s were"} closed: ${input.jobRoles.join(", ")}.`;
  await notify(tx, {
    recipientUserIds: ownerIds,
    companyId: input.companyId,
    type: "companyJobsClosedOverQuota",
    category: "subscription",
    title: "Job posts closed for your plan",
    body: summary,
    // The job list, where the closed job posts can be published again.
    data: { pageUrl: "/job-post", pageName: "Job Post" },
    dedupeKey: `jobs-closed-over-quota:${input.subscriptionId}`,
  });
  const owners = await findUserEmails(tx, ownerIds);
  await queueEmails(
    tx,
    owners.map((owner) => ({
      to: owner.email,
      category: "plan-job-quota",
      subject: `${count} job post${count === 1 ? "" : "s"} closed for your ${input.planName} plan`,
      text: `${summary}\n\nThe most recently published job posts stay published. Closed job posts keep their applicants; publish one again after closing another, or upgrade your plan.\n\n${input.jobRoles.map((role) => `- ${role}`).join("\n")}\n`,
    })),
  );
}
