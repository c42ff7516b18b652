import type { Executor } from "@/server/db/client";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { notifyEvent } from "@/server/modules/notifications/notify-service";
import {
  effectiveStatus,
  expirePeriodsRunningPast,
  findPlanById,
  insertSubscriptionPeriod,
  latestSubscription,
  withdrawCancellations,
} from "@/server/modules/subscriptions/subscriptions-service";
import type { OrderStatus } from "./checkout-schemas";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { jobBoostsLabel } from "@/server/modules/job-boosts/job-boosts-contract";
import { findBillingDetails } from "./billing-details-service";
import { refundOrder } from "./order-refund";
import { findCompanyName, findUserEmails } from "./order-recipients-queries";
import { markOrderPaid, nextInvoiceSequence, setOrderStatus, type OrderRow } from "./orders-queries";
import { DAY_MS, mayRefund, mayTransition, periodDays } from "./pricing";

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** INV/2026/00001: the year as it is in Jakarta (WIB) when paid, then the company's sequence. */
export function invoiceNumber(sequence: number, paidAt: Date): string {
  const year = new Date(paidAt.getTime() + JAKARTA_OFFSET_MS).getUTCFullYear();
  return `INV/${year}/${String(sequence).padStart(5, "0")}`;
}

/**
 * Moves an order to `to` inside the caller's transaction (the caller holds the order's row lock).
 * Answers false, changing nothing, when the move is out of order (see mayTransition and mayRefund).
 * A refund brings the amount returned in all to `refundedAmountIdr` (checked by the caller against
 * the total), the whole total when not given.
 */
export async function applyOrderStatus(tx: Executor, order: OrderRow, to: OrderStatus, now: Date, options: { refundedAmountIdr?: number } = {}): Promise<boolean> {
  if (to === "refunded") {
    const refundedInAll = options.refundedAmountIdr ?? order.totalIdr;
    if (!mayRefund(order, refundedInAll)) return false;
    await refundOrder(tx, order, refundedInAll, now);
    return true;
  }
  if (!mayTransition(order.status, to)) return false;
  if (to === "paid") {
    await activateOrder(tx, order, now);
    return true;
  }
  await setOrderStatus(tx, order.id, to);
  return true;
}

/**
 * The order is paid: it gets its invoice number and a copy of the billing details, and the owners a
 * receipt mail. A plan order also gives the company its paid period and the owners a notification;
 * a boost pack's boosts join the company's balance by the order being paid (boost-packs-queries.ts).
 */
async function activateOrder(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  const plan = order.kind === "boostPack" ? null : await activatePlanPeriod(tx, order, now);
  const invoice = invoiceNumber(await nextInvoiceSequence(tx, order.companyId), now);
  // The invoice prints the billing details as they are now, whatever they become later.
  const billingDetails = await findBillingDetails(tx, order.companyId);
  await markOrderPaid(tx, order.id, { paidAt: now, invoiceNumber: invoice, billingDetails });

  const ownerIds = await activeOwnerIds(tx, order.companyId);
  if (plan) {
    const companyName = await findCompanyName(tx, order.companyId);
    await notifyEvent(tx, {
      type: plan.fromTrial ? "companyTrialSubsUpgraded" : "companySubscriptionPurchased",
      recipientUserIds: ownerIds,
      companyId: order.companyId,
      params: { planName: plan.name, companyName },
      dedupeKey: `order-paid:${order.id}`,
    });
  }
  const owners = await findUserEmails(tx, ownerIds);
  const received = `We received ${formatRupiah(order.totalIdr)} for order ${order.providerOrderNumber}.\n\nInvoice: ${invoice}\n`;
  await queueEmails(
    tx,
    owners.map((owner) => ({
      to: owner.email,
      category: "payment-received",
      ...(plan
        ? {
            subject: `Payment received: ${plan.name} plan, invoice ${invoice}`,
            text:
              received +
              `Plan: ${plan.name} (${order.period})\n` +
              `Active from ${plan.startsAt.toISOString().slice(0, 10)} until ${plan.endsAt.toISOString().slice(0, 10)}.\n`,
          }
        : {
            subject: `Payment received: ${jobBoostsLabel(order.boosts ?? 0)}, invoice ${invoice}`,
            text: received + `${jobBoostsLabel(order.boosts ?? 0)} ${order.boosts === 1 ? "was" : "were"} added to your company. Use them under Settings, Boost Job.\n`,
          }),
    })),
  );
}

/**
 * The paid period of a plan order. A renewal or downgrade starts when the last paid period ends;
 * anything else starts now and ends the period running (trial or the plan upgraded from).
 */
async function activatePlanPeriod(tx: Executor, order: OrderRow, now: Date): Promise<{ name: string; startsAt: Date; endsAt: Date; fromTrial: boolean }> {
  if (!order.planId || !order.period) throw new Error(`order ${order.id} of kind ${order.kind} names no plan`);
  const plan = await findPlanById(tx, order.planId);
  const latest = await latestSubscription(tx, order.companyId);
  const running = latest !== undefined && effectiveStatus(latest.subscription, now) !== "expired";
  let startsAt = now;
  if ((order.kind === "renewal" || order.kind === "downgrade") && running && latest.subscription.kind === "paid") {
    // The next period follows the last paid one; paying for it withdraws a cancellation of the
    // running period (the company has just chosen to continue).
    startsAt = latest.subscription.endsAt;
    await withdrawCancellations(tx, order.companyId);
  } else if (running) {
    await expirePeriodsRunningPast(tx, order.companyId, now);
  }
  const endsAt = new Date(startsAt.getTime() + periodDays(plan!, order.period) * DAY_MS);
  await insertSubscriptionPeriod(tx, {
    companyId: order.companyId,
    planId: order.planId,
    kind: "paid",
    status: "active",
    startsAt,
    endsAt,
    orderId: order.id,
    // The plan's value, without VAT and fee: what a later upgrade credits back.
    paidAmountIdr: order.subtotalIdr - order.discountIdr,
  });
  return { name: plan!.name, startsAt, endsAt, fromTrial: latest?.subscription.kind === "trial" };
}
