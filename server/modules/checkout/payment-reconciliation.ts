import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/api/errors";
import { applyOrderStatus } from "./order-activation";
import { findOrderByNumber, pendingOrdersToReconcile } from "./orders-queries";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import { receivePaymentNotification } from "./payment-notifications";

/** A webhook normally arrives within seconds; after this long the provider is asked instead. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
const BATCH = 100;

export type ReconcileResult = { checked: number; paid: number; expired: number; failed: number; unreachable: number };

/**
 * Settles orders whose webhook never came: asks the provider for the status of each pending order
 * older than five minutes (or past its expiry) and feeds the answer, signed as a notification is,
 * to the webhook's own handler. A pending order past its expiry that the provider did not settle is
 * expired here; should its money still arrive, the settlement pays it (see mayTransition).
 */
export async function reconcilePendingOrders(db: Database, provider: PaymentProvider, now = new Date()): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, paid: 0, expired: 0, failed: 0, unreachable: 0 };
  const orders = await pendingOrdersToReconcile(db, new Date(now.getTime() - RECONCILE_AFTER_MS), now, BATCH);
  for (const order of orders) {
    result.checked += 1;
    try {
      const status = await provider.status(order.providerOrderNumber);
      if (status && status.transaction_status !== "pending") {
        const outcome = await receivePaymentNotification(db, provider, status, { source: "reconciliation", now });
        // Only pending orders are asked about, so a refund never comes back here.
        if (outcome.outcome !== "ignored" && outcome.outcome !== "refunded") result[outcome.outcome] += 1;
      }
    } catch (error) {
      // The provider down, or a refused notification (an amount mismatch, recorded): the other
      // orders go on. Anything else is a fault of ours and fails the run, to be retried.
      if (error instanceof PaymentProviderError) result.unreachable += 1;
      else if (!(error instanceof ApiError)) throw error;
    }
    if (order.expiresAt.getTime() <= now.getTime()) {
      const expired = await db.transaction(async (tx) => {
        const locked = await findOrderByNumber(tx, order.providerOrderNumber, { lock: true });
        return locked ? applyOrderStatus(tx, locked, "expired", now) : false;
      });
      if (expired) result.expired += 1;
    }
  }
  return result;
}
