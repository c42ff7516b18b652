import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "@/server/db/client";
import { companySubscriptions, subscriptionPlans, subscriptionRenewalReminders } from "@/server/db/schema/subscriptions";
import type { PlanRow, SubscriptionRow } from "./subscriptions-queries";

/**
 * Paid periods running at `now`, ending by `horizon`, not cancelled, with no period after them (a
 * renewal or downgrade already paid): the periods whose owners may be due a renewal reminder.
 */
export function listRenewalReminderCandidates(db: Executor, now: Date, horizon: Date): Promise<{ subscription: SubscriptionRow; plan: PlanRow }[]> {
  const later = alias(companySubscriptions, "later");
  return db
    .select({ subscription: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(
      and(
        eq(companySubscriptions.kind, "paid"),
        eq(companySubscriptions.cancelAtPeriodEnd, false),
        lte(companySubscriptions.startsAt, now),
        gt(companySubscriptions.endsAt, now),
        lte(companySubscriptions.endsAt, horizon),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(and(eq(later.companyId, companySubscriptions.companyId), sql`${later.startsAt} >= ${companySubscriptions.endsAt}`)),
        ),
      ),
    );
}

/** Records the reminder of (period, day); false when it was recorded before (sent already). */
export async function insertRenewalReminder(db: Executor, reminder: { subscriptionId: string; daysBefore: number; sentAt: Date }): Promise<boolean> {
  const inserted = await db
    .insert(subscriptionRenewalReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ subscriptionId: subscriptionRenewalReminders.subscriptionId });
  return inserted.length > 0;
}
