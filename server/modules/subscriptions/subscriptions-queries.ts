import { and, asc, count, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { talentUnlocks } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import { users } from "@/server/db/schema/users";

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof companySubscriptions.$inferSelect;

export function listPublicPlans(db: Executor): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isPublic, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.priceIdr));
}

export async function findPlanByCode(db: Executor, code: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code)).limit(1);
  return plan;
}

/** The company's latest period (the one that ends last) with its plan. */
export async function latestSubscription(
  db: Executor,
  companyId: string,
): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.companyId, companyId))
    .orderBy(desc(companySubscriptions.endsAt), desc(companySubscriptions.createdAt))
    .limit(1);
  return row;
}

/**
 * The company's period as it stands at `now`: of the periods already begun, the one that ends last
 * (ended periods too, so an expired company still reads its last plan). A paid renewal or downgrade
 * waiting to start is not current: it becomes current by its dates, whether or not a job ran.
 */
export async function currentSubscription(
  db: Executor,
  companyId: string,
  now: Date,
): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(and(eq(companySubscriptions.companyId, companyId), lte(companySubscriptions.startsAt, now)))
    .orderBy(desc(companySubscriptions.endsAt), desc(companySubscriptions.createdAt))
    .limit(1);
  return row;
}

/** The first paid period that starts at or after `from` (a renewal or downgrade already paid). */
export async function nextPaidPeriod(
  db: Executor,
  companyId: string,
  from: Date,
): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(and(eq(companySubscriptions.companyId, companyId), gte(companySubscriptions.startsAt, from)))
    .orderBy(asc(companySubscriptions.startsAt))
    .limit(1);
  return row;
}

export async function hasUsedTrial(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.kind, "trial")))
    .limit(1);
  return Boolean(row);
}

export async function countActiveMembers(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, "active")));
  return row?.total ?? 0;
}

/**
 * Published job posts of the company: what the plan's job post quota counts (the jobs module's
 * quota check reads it through this module's service).
 */
export async function countPublishedJobs(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, "published")));
  return Number(row?.value ?? 0);
}

/** Talent profiles the company unlocked since `since` (the start of its subscription period). */
export async function countTalentUnlocksSince(db: Executor, companyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(talentUnlocks)
    .where(and(eq(talentUnlocks.companyId, companyId), gte(talentUnlocks.createdAt, since)));
  return row?.total ?? 0;
}

/** The email addresses of the given users (the company's owners); no statement when there are none. */
export async function findUserEmails(db: Executor, userIds: string[]): Promise<{ email: string }[]> {
  return userIds.length > 0 ? db.select({ email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
}
