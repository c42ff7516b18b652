import type { Executor } from "@/server/db/client";
import { paymentNotifications } from "@/server/db/schema/subscriptions";

export type NewPaymentNotification = typeof paymentNotifications.$inferInsert;

/** Records a provider's (or an operator's) word about an order, whatever its outcome. */
export async function insertPaymentNotification(db: Executor, values: NewPaymentNotification): Promise<void> {
  await db.insert(paymentNotifications).values(values);
}
