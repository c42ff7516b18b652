import type { Executor } from "@/server/db/client";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { jobBoostsLabel } from "@/server/modules/job-boosts/job-boosts-contract";
import { closePeriod, findPlanName, findUnendedPeriodOfOrder } from "@/server/modules/subscriptions/subscriptions-service";
import { findUserEmails } from "./order-recipients-queries";
import { markOrderRefunded, type OrderRow } from "./orders-queries";
import { refundedSoFar } from "./pricing";

/**
 * The refund's effect, inside the caller's transaction under the order's row lock (the caller has
 * checked the move with mayRefund and the amount against the order): the order is refunded with
 * the amount returned in all (`refundedInAll`; a further refund of a partly refunded order raises
 * it) and the company's admins get a mail. Once the whole total is returned, the period the order
 * paid for ends (a running one now; a renewal still waiting never starts); until then it is money
 * given back on a plan the company keeps (a goodwill credit, a disputed fee), so its period runs on.
 * Spec 3's catalogue has no in-app notification type for a refund, so the mail is the notice. A
 * refunded upgrade does not bring back the period it replaced: its credit was part of what the
 * refund returns.
 */
export async function refundOrder(tx: Executor, order: OrderRow, refundedInAll: number, now: Date): Promise<void> {
  const before = refundedSoFar(order);
  await markOrderRefunded(tx, order.id, refundedInAll, now);

  const fullRefund = refundedInAll === order.totalIdr;
  const period = fullRefund ? await findUnendedPeriodOfOrder(tx, order.id, now) : undefined;
  if (period) {
    // A waiting renewal is closed at the refund's moment rather than at its own start: the running
    // period, which ends later, stays the company's latest.
    const startsAt = period.startsAt.getTime() > now.getTime() ? now : period.startsAt;
    await closePeriod(tx, period.id, startsAt, now);
  }

  const planName = order.planId ? await findPlanName(tx, order.planId) : undefined;
  const itemName = planName !== undefined ? `${planName} plan` : jobBoostsLabel(order.boosts ?? 0);
  const ownerIds = await activeOwnerIds(tx, order.companyId);
  const owners = await findUserEmails(tx, ownerIds);
  const invoice = order.invoiceNumber ? `, invoice ${order.invoiceNumber}` : "";
  await queueEmails(
    tx,
    owners.map((owner) => ({
      to: owner.email,
      category: "payment-refunded",
      subject: `Refund: ${itemName} order ${order.providerOrderNumber}`,
      text:
        (before > 0
          ? `We refunded a further ${formatRupiah(refundedInAll - before)} of the ${formatRupiah(order.totalIdr)} paid for order ${order.providerOrderNumber}${invoice}, ${formatRupiah(refundedInAll)} in all.\n\n`
          : `We refunded ${formatRupiah(refundedInAll)} of the ${formatRupiah(order.totalIdr)} paid for order ${order.providerOrderNumber}${invoice}.\n\n`) +
        (period ? `The ${planName ?? ""} plan period this order paid for has ended.\n` : "") +
        (order.kind === "boostPack" && fullRefund ? `The boosts this order bought are no longer available; boosts already running go on until they end.\n` : "") +
        `The order shows as Refunded under Settings, Billing & Invoicing.\n`,
    })),
  );
}
