import type { Executor } from "@/server/db/client";
import { nextPeriodPaid, noPaidPeriod } from "./subscriptions-errors";
import { setCancelAtPeriodEnd } from "./subscription-periods-queries";
import { currentSubscription, nextPaidPeriod } from "./subscriptions-queries";
import { effectiveStatus } from "./subscriptions-service";

/** The paid period running now, or 409 NO_PAID_PERIOD (a trial or an ended plan has nothing to cancel). */
async function runningPaidPeriod(db: Executor, companyId: string, now: Date) {
  const current = await currentSubscription(db, companyId, now);
  if (!current || current.subscription.kind !== "paid" || effectiveStatus(current.subscription, now) === "expired") {
    throw noPaidPeriod();
  }
  return current.subscription;
}

/**
 * Cancel at period end: the plan stays until its end, then nothing follows and the spec 2.7 guard
 * takes over. A next period already paid (renewal or downgrade) cannot be cancelled here: its
 * money would need a refund, which an operator makes (409 NEXT_PERIOD_PAID).
 */
export async function cancelAtPeriodEnd(db: Executor, companyId: string, now = new Date()): Promise<void> {
  const period = await runningPaidPeriod(db, companyId, now);
  if (await nextPaidPeriod(db, companyId, period.endsAt)) {
    throw nextPeriodPaid();
  }
  await setCancelAtPeriodEnd(db, period.id, true, now);
}

/** Undo of the cancellation, any time before the period ends; undoing twice changes nothing. */
export async function resumeSubscription(db: Executor, companyId: string, now = new Date()): Promise<void> {
  const period = await runningPaidPeriod(db, companyId, now);
  await setCancelAtPeriodEnd(db, period.id, false, now);
}
