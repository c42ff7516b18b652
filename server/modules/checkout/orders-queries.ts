import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { boostPacks, companyInvoiceCounters, paymentOrders, subscriptionPlans } from "@/server/db/schema/subscriptions";
import type { BillingDetails } from "./billing-details-contract";
import type { OrderStatus, PaymentInstructions, PaymentOrder } from "./checkout-schemas";

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = typeof paymentOrders.$inferInsert;
type ItemNames = { code: string; name: string } | null;

/** The order as the API shows it; `plan` or `pack` names what it bought. */
export function toPaymentOrder(row: OrderRow, plan: ItemNames, pack: ItemNames): PaymentOrder {
  return {
    id: row.id,
    orderNumber: row.providerOrderNumber,
    companyId: row.companyId,
    status: row.status,
    quote: {
      planCode: plan?.code ?? null,
      planName: plan?.name ?? null,
      period: row.period,
      boostPack: pack && row.boosts !== null ? { code: pack.code, name: pack.name, boosts: row.boosts } : null,
      paymentMethod: row.paymentMethod as PaymentOrder["quote"]["paymentMethod"],
      kind: row.kind,
      subtotalIdr: row.subtotalIdr,
      prorationCreditIdr: row.prorationCreditIdr,
      discountIdr: row.discountIdr,
      promoCode: row.promoCode,
      vatRatePercent: row.vatRatePercent,
      vatIdr: row.vatIdr,
      feeIdr: row.feeIdr,
      totalIdr: row.totalIdr,
      startsAt: row.quotedStartsAt?.toISOString() ?? null,
      endsAt: row.quotedEndsAt?.toISOString() ?? null,
    },
    instructions: row.instructions ?? null,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    refundedAmountIdr: row.refundedAmountIdr,
    createdAt: row.createdAt.toISOString(),
  };
}

const withItem = {
  order: paymentOrders,
  plan: { code: subscriptionPlans.code, name: subscriptionPlans.name },
  pack: { code: boostPacks.code, name: boostPacks.name },
};

/** The company's orders, newest first. */
export async function listCompanyOrders(db: Executor, companyId: string): Promise<PaymentOrder[]> {
  const rows = await db
    .select(withItem)
    .from(paymentOrders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentOrders.planId))
    .leftJoin(boostPacks, eq(boostPacks.id, paymentOrders.boostPackId))
    .where(eq(paymentOrders.companyId, companyId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
  return rows.map((row) => toPaymentOrder(row.order, row.plan, row.pack));
}

/** One order of the company; another company's order id finds nothing. */
export async function findCompanyOrder(db: Executor, companyId: string, orderId: string): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select(withItem)
    .from(paymentOrders)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, paymentOrders.planId))
    .leftJoin(boostPacks, eq(boostPacks.id, paymentOrders.boostPackId))
    .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, orderId)))
    .limit(1);
  return row ? toPaymentOrder(row.order, row.plan, row.pack) : undefined;
}

export async function findOrderByNumber(db: Executor, orderNumber: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderNumber, orderNumber)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findPendingOrder(db: Executor, companyId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.status, "pending")))
    .limit(1);
  return row;
}

/** Pending orders to ask the provider about: older than `olderThan`, or past their expiry. */
export function pendingOrdersToReconcile(db: Executor, olderThan: Date, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, "pending"), or(lt(paymentOrders.createdAt, olderThan), lt(paymentOrders.expiresAt, now))))
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

/**
 * The company's next invoice number, taken in the paying transaction: the counter's row stays
 * locked until it commits, so concurrent payments wait their turn, and a rollback gives the number
 * back (no gaps).
 */
export async function nextInvoiceSequence(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .insert(companyInvoiceCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({ target: companyInvoiceCounters.companyId, set: { lastNumber: sql`${companyInvoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: companyInvoiceCounters.lastNumber });
  return row!.lastNumber;
}

/** Inserts a new order; answers its id. The one-pending-order-per-company index may refuse it. */
export async function insertOrder(db: Executor, values: NewOrder): Promise<string> {
  const [inserted] = await db.insert(paymentOrders).values(values).returning({ id: paymentOrders.id });
  return inserted!.id;
}

/** Marks the order failed, only while it is still pending. */
export async function markPendingOrderFailed(db: Executor, orderId: string): Promise<void> {
  await db.update(paymentOrders).set({ status: "failed" }).where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "pending")));
}

/** Stores the provider's payment instructions on the order; answers the order as updated. */
export async function setOrderInstructions(db: Executor, orderId: string, instructions: PaymentInstructions): Promise<OrderRow | undefined> {
  const [order] = await db.update(paymentOrders).set({ instructions }).where(eq(paymentOrders.id, orderId)).returning();
  return order;
}

export async function setOrderStatus(db: Executor, orderId: string, status: OrderStatus): Promise<void> {
  await db.update(paymentOrders).set({ status }).where(eq(paymentOrders.id, orderId));
}

export async function markOrderPaid(
  db: Executor,
  orderId: string,
  paid: { paidAt: Date; invoiceNumber: string; billingDetails: BillingDetails | null },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "paid", paidAt: paid.paidAt, invoiceNumber: paid.invoiceNumber, billingDetails: paid.billingDetails })
    .where(eq(paymentOrders.id, orderId));
}

export async function markOrderRefunded(db: Executor, orderId: string, refundedAmountIdr: number, refundedAt: Date): Promise<void> {
  await db.update(paymentOrders).set({ status: "refunded", refundedAmountIdr, refundedAt }).where(eq(paymentOrders.id, orderId));
}
