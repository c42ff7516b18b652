import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { companySubscriptions, paymentOrders } from "@/server/db/schema/subscriptions";
import { users } from "@/server/db/schema/users";

/**
 * What an invoice names besides the order: the company, the person who placed the order (null when
 * their account is gone), the billing details copied when it was paid (null when none were saved) and the period the payment bought (placed when it was paid, so it may differ
 * from the quote's).
 */
export async function invoiceParties(db: Executor, companyId: string, orderId: string) {
  const [row] = await db
    .select({
      companyName: companies.name,
      cityId: companies.cityId,
      timeZone: companies.timeZone,
      contactName: users.name,
      email: users.email,
      periodStart: companySubscriptions.startsAt,
      periodEnd: companySubscriptions.endsAt,
      billingDetails: paymentOrders.billingDetails,
    })
    .from(paymentOrders)
    .innerJoin(companies, eq(companies.id, paymentOrders.companyId))
    .leftJoin(users, eq(users.id, paymentOrders.createdByUserId))
    .leftJoin(companySubscriptions, eq(companySubscriptions.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.companyId, companyId), eq(paymentOrders.id, orderId)))
    .limit(1);
  return row;
}
