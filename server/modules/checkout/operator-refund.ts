import type { Database } from "@/server/db/client";
import { orderNotFound, orderNotRefundable, refundBelowReturned, refundOverTotal } from "./checkout-errors";
import type { OrderStatus } from "./checkout-schemas";
import { applyOrderStatus } from "./order-activation";
import { findOrderByNumber } from "./orders-queries";
import { insertPaymentNotification } from "./payment-notifications-queries";
import { refundedSoFar } from "./pricing";

export type OperatorRefundResult = { orderNumber: string; status: OrderStatus; refundedAmountIdr: number; outcome: "refunded" | "ignored" };

/**
 * An operator marks a paid order refunded (money returned outside the provider, or a provider whose
 * refund notification never came): the same effect as the provider's refund notification, recorded
 * with it as source "operator". `amountIdr` is, as in the provider's notification, the amount
 * returned in all, this refund included, so running the same command twice changes nothing
 * ("ignored") and a further refund of a partly refunded order names the new total. Left out, it is
 * the whole total for a paid order and changes nothing on a refunded one. An order that was never paid cannot be refunded (409).
 */
export async function refundOrderByOperator(db: Database, orderNumber: string, amountIdr: number | undefined, now = new Date()): Promise<OperatorRefundResult> {
  return db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, orderNumber, { lock: true });
    if (!order) throw orderNotFound();
    if (order.status !== "paid" && order.status !== "refunded") {
      throw orderNotRefundable(order.status);
    }
    const alreadyRefunded = refundedSoFar(order);
    // Without an amount a refunded order stays as it is: returning the rest takes a deliberate --amount.
    const amount = amountIdr ?? (order.status === "refunded" ? alreadyRefunded : order.totalIdr);
    if (amount > order.totalIdr) {
      throw refundOverTotal(order.totalIdr);
    }
    if (amount === alreadyRefunded) return { orderNumber, status: order.status, refundedAmountIdr: alreadyRefunded, outcome: "ignored" };
    if (amount < alreadyRefunded) {
      throw refundBelowReturned(alreadyRefunded);
    }
    await insertPaymentNotification(tx, {
      provider: order.provider,
      source: "operator",
      orderId: order.id,
      providerOrderNumber: orderNumber,
      transactionStatus: amount === order.totalIdr ? "refund" : "partial_refund",
      grossAmount: `${order.totalIdr}.00`,
      outcome: "refunded",
      payload: { amountIdr: amount },
    });
    await applyOrderStatus(tx, order, "refunded", now, { refundedAmountIdr: amount });
    return { orderNumber, status: "refunded", refundedAmountIdr: amount, outcome: "refunded" };
  });
}
