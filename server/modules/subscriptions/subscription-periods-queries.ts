import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companySubscriptions, subscriptionPlans } from "@/server/db/schema/subscriptions";
import type { PlanRow, SubscriptionRow } from "./subscriptions-queries";

export type NewSubscriptionPeriod = typeof companySubscriptions.$inferInsert;

export async function findPlanById(db: Executor, planId: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  return plan;
}

export async function findPlanName(db: Executor, planId: string): Promise<string | undefined> {
  const [plan] = await db.select({ name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  return plan?.name;
}

export async function insertSubscriptionPeriod(db: Executor, values: NewSubscriptionPeriod): Promise<void> {
  await db.insert(companySubscriptions).values(values);
}

/** The period an order paid for, if it has not ended by `now`. */
export async function findUnendedPeriodOfOrder(db: Executor, orderId: string, now: Date): Promise<SubscriptionRow | undefined> {
  const [period] = await db
    .select()
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.orderId, orderId), gt(companySubscriptions.endsAt, now)))
    .limit(1);
  return period;
}

/** Ends one period: it spans [startsAt, endsAt] and is expired. */
export async function closePeriod(db: Executor, periodId: string, startsAt: Date, endsAt: Date): Promise<void> {
  await db.update(companySubscriptions).set({ startsAt, endsAt, status: "expired" }).where(eq(companySubscriptions.id, periodId));
}

/** Withdraws the company's cancellation at period end, on whichever period carries it. */
export async function withdrawCancellations(db: Executor, companyId: string): Promise<void> {
  await db
    .update(companySubscriptions)
    .set({ cancelAtPeriodEnd: false })
    .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.cancelAtPeriodEnd, true)));
}

/** Ends, at `now`, every period of the company that would run past it. */
export async function expirePeriodsRunningPast(db: Executor, companyId: string, now: Date): Promise<void> {
  await db
    .update(companySubscriptions)
    .set({ endsAt: now, status: "expired" })
    .where(and(eq(companySubscriptions.companyId, companyId), gt(companySubscriptions.endsAt, now)));
}

/** Sets or withdraws the period's cancellation at its end. */
export async function setCancelAtPeriodEnd(db: Executor, periodId: string, cancelAtPeriodEnd: boolean, now: Date): Promise<void> {
  await db.update(companySubscriptions).set({ cancelAtPeriodEnd, updatedAt: now }).where(eq(companySubscriptions.id, periodId));
}
