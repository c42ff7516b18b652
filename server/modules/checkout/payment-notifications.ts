import { z } from "zod";
import { validationError } from "@/server/api/errors";
import type { Database, Executor } from "@/server/db/client";
import { invalidNotificationSignature, notifiedAmountMismatch, notifiedRefundUnfit, orderNotFound } from "./checkout-errors";
import type { OrderStatus } from "./checkout-schemas";
import { isValidSignature } from "./notification-signature";
import { applyOrderStatus } from "./order-activation";
import { findOrderByNumber } from "./orders-queries";
import { insertPaymentNotification } from "./payment-notifications-queries";
import type { PaymentProvider } from "./payment-provider";
import { mayRefund, mayTransition, statusForTransaction } from "./pricing";

/** The fields of Midtrans' HTTP notification we act on; the rest is kept in the record as sent. */
export const paymentNotificationSchema = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().regex(/^\d+(\.\d{1,2})?$/, "gross_amount must be an amount such as 123000.00"),
  signature_key: z.string().min(1).max(256),
  transaction_status: z.string().min(1).max(40),
  payment_type: z.string().max(40).optional(),
  fraud_status: z.string().max(40).optional(),
  /** Refund notifications (refund, partial_refund): the amount returned so far; gross_amount stays the order's. */
  refund_amount: z.string().regex(/^\d+(\.\d{1,2})?$/, "refund_amount must be an amount such as 123000.00").optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export type NotificationOutcome = "paid" | "expired" | "failed" | "refunded" | "ignored";
export type NotificationResult = { orderNumber: string; status: OrderStatus; outcome: NotificationOutcome };

type Source = "webhook" | "reconciliation";

async function record(
  db: Executor,
  provider: PaymentProvider,
  source: Source,
  payload: PaymentNotification,
  outcome: string,
  orderId: string | null,
): Promise<void> {
  await insertPaymentNotification(db, {
    provider: provider.name,
    source,
    orderId,
    providerOrderNumber: payload.order_id,
    transactionStatus: payload.transaction_status,
    statusCode: payload.status_code,
    grossAmount: payload.gross_amount,
    outcome,
    payload,
  });
}

/** "123000.00" is 123000 whole rupiah; "123000.50" is not a whole amount and matches no order. */
function wholeRupiah(grossAmount: string): number | null {
  const [whole, fraction = "0"] = grossAmount.split(".");
  return Number(fraction) === 0 ? Number(whole) : null;
}

/**
 * What a refund notification returns: its refund_amount (the whole total when a full refund omits
 * it), or null when that is not a whole amount between 1 and the order's total, or a partial refund
 * claims the whole.
 */
function refundAmount(payload: PaymentNotification, totalIdr: number): number | null {
  if (payload.refund_amount === undefined) return payload.transaction_status === "refund" ? totalIdr : null;
  const amount = wholeRupiah(payload.refund_amount);
  if (amount === null || amount < 1 || amount > totalIdr) return null;
  if (payload.transaction_status === "partial_refund" && amount === totalIdr) return null;
  return amount;
}

/**
 * A test hook for the kill -9 test (server/modules/checkout/payment-crash-process.test.ts): with
 * NODE_ENV=test and PAYMENT_TEST_PAUSE_BEFORE_COMMIT_MS set, the notification's transaction waits
 * that long after its effect is written and before it commits, so the test can SIGKILL the process
 * at exactly that moment. Never active otherwise.
 */
async function pauseBeforeCommitForTest(): Promise<void> {
  if (process.env.NODE_ENV !== "test") return;
  const ms = Number(process.env.PAYMENT_TEST_PAUSE_BEFORE_COMMIT_MS ?? 0);
  if (ms <= 0) return;
  // The test watches for this line to know the process is at the pause.
  process.stderr.write("payment-test-pause: waiting before commit\n");
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The one way a provider's word about a payment changes an order: the webhook route, the
 * simulator's buttons and reconciliation all call it. The signature is checked first (a forged
 * notification is recorded and refused with 403), then the amount against the order (a mismatch is
 * recorded and refused with 422). Recording the notification and its effect (order status, the
 * paid period, invoice number, notification, mails) are one transaction under the order's row lock,
 * so a repeat or a late, out-of-order status changes nothing and a crash leaves nothing half done.
 * A refund (refund, partial_refund) of a paid or partly refunded order also checks its
 * refund_amount, the amount returned in all (422 when it does not fit); a larger one than recorded
 * is a further refund, and the whole total ends the period the order paid for (order-refund.ts).
 */
export async function receivePaymentNotification(
  db: Database,
  provider: PaymentProvider,
  body: unknown,
  options: { source?: Source; now?: Date } = {},
): Promise<NotificationResult> {
  const source = options.source ?? "webhook";
  const now = options.now ?? new Date();
  const parsed = paymentNotificationSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, "body");
  const payload = parsed.data;
  const signed = { orderId: payload.order_id, statusCode: payload.status_code, grossAmount: payload.gross_amount, signatureKey: payload.signature_key };
  if (!isValidSignature(signed, provider.serverKey)) {
    await record(db, provider, source, payload, "invalid_signature", null);
    throw invalidNotificationSignature();
  }

  const result = await db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, payload.order_id, { lock: true });
    if (!order) {
      await record(tx, provider, source, payload, "unknown_order", null);
      return { refused: "unknown" as const };
    }
    if (wholeRupiah(payload.gross_amount) !== order.totalIdr) {
      await record(tx, provider, source, payload, "amount_mismatch", order.id);
      return { refused: "amount" as const, expected: order.totalIdr };
    }
    const target = statusForTransaction(payload.transaction_status, payload.fraud_status);
    // A refund's amount is checked on any order that took money, a partly refunded one included.
    const refundable = target === "refunded" && (order.status === "paid" || order.status === "refunded");
    const refunded = refundable ? refundAmount(payload, order.totalIdr) : null;
    if (refundable && refunded === null) {
      await record(tx, provider, source, payload, "refund_amount_mismatch", order.id);
      return { refused: "refund" as const, expected: order.totalIdr };
    }
    const applies = target !== null && (target === "refunded" ? refunded !== null && mayRefund(order, refunded) : mayTransition(order.status, target));
    const outcome: NotificationOutcome = applies ? (target as Exclude<NotificationOutcome, "ignored">) : "ignored";
    // Recorded first: a failure in what follows rolls the record back with it.
    await record(tx, provider, source, payload, outcome, order.id);
    if (applies) await applyOrderStatus(tx, order, target, now, { refundedAmountIdr: refunded ?? undefined });
    await pauseBeforeCommitForTest();
    return { orderNumber: order.providerOrderNumber, status: applies ? target : order.status, outcome };
  });

  if ("refused" in result) {
    if (result.refused === "unknown") throw orderNotFound();
    if (result.refused === "refund") {
      throw notifiedRefundUnfit(result.expected);
    }
    throw notifiedAmountMismatch(result.expected);
  }
  return result;
}
