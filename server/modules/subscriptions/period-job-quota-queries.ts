import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import type { PlanRow, SubscriptionRow } from "./subscriptions-queries";

/** The ids of the periods running at `now` whose job quota has not been enforced yet. */
export async function findPeriodsDueQuotaEnforcement(db: Executor, now: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(and(isNull(companySubscriptions.quotaEnforcedAt), lte(companySubscriptions.startsAt, now), gt(companySubscriptions.endsAt, now)));
}

/** The period with its plan, its row locked until the transaction ends. */
export async function lockPeriodWithPlan(db: Executor, subscriptionId: string): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [period] = await db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.id, subscriptionId))
    .for("update", { of: companySubscriptions });
  return period;
}

export async function markQuotaEnforced(db: Executor, subscriptionId: string, now: Date): Promise<void> {
  await db.update(companySubscriptions).set({ quotaEnforcedAt: now }).where(eq(companySubscriptions.id, subscriptionId));
}

/** Takes the company's row lock until the transaction ends. */
export async function lockCompanyRow(db: Executor, companyId: string): Promise<void> {
  await db.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** The company's published jobs, the most recently published first. */
export function listPublishedJobsNewestFirst(db: Executor, companyId: string): Promise<{ id: string; role: string }[]> {
  return db
    .select({ id: jobs.id, role: jobs.role })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, "published")))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id));
}

export async function closeJobs(db: Executor, jobIds: string[], now: Date): Promise<void> {
  await db.update(jobs).set({ status: "closed", closedAt: now, updatedAt: now }).where(inArray(jobs.id, jobIds));
}
