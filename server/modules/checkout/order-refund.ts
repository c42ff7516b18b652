import { and, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companySubscriptions, paymentOrders, subscriptionPlans } from "@/server/db/schema/subscriptions";
import { users } from "@/server/db/schema/users";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { queueEmails } from "@/server/modules/mail/outbox";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { jobBoostsLabel } from "@/server/modules/job-boosts/job-boosts-contract";
import type { OrderRow } from "./orders-queries";
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
  await tx.update(paymentOrders).set({ status: "refunded", refundedAmountIdr: refundedInAll, refundedAt: now }).where(eq(paymentOrders.id, order.id));

  const fullRefund = refundedInAll === order.totalIdr;
  const [period] = fullRefund
    ? await tx
        .select()
        .from(companySubscriptions)
        .where(and(eq(companySubscriptions.orderId, order.id), gt(companySubscriptions.endsAt, now)))
        .limit(1)
    : [];
  if (period) {
    // A waiting renewal is closed at the refund's moment rather than at its own start: the running
    // period, which ends later, stays the company's latest.
    const startsAt = period.startsAt.getTime() > now.getTime() ? now : period.startsAt;
    await tx.update(companySubscriptions).set({ startsAt, endsAt: now, status: "expired" }).where(eq(companySubscriptions.id, period.id));
  }

  const [plan] = order.planId ? await tx.select({ name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.id, order.planId)).limit(1) : [];
  const itemName = plan ? `${plan.name} plan` : jobBoostsLabel(order.boosts ?? 0);
  const ownerIds = await activeOwnerIds(tx, order.companyId);
  const owners = ownerIds.length > 0 ? await tx.select({ email: users.email }).from(users).where(inArray(users.id, ownerIds)) : [];
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
        (period ? `The ${plan?.name ?? ""} plan period this order paid for has ended.\n` : "") +
        (order.kind === "boostPack" && fullRefund ? `The boosts this order bought are no longer available; boosts already running go on until they end.\n` : "") +
        `The order shows as Refunded under Settings, Billing & Invoicing.\n`,
    })),
  );
}
