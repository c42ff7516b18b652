import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { paymentSimulatorCharges } from "@/server/db/schema/subscriptions";

export type ChargeRow = typeof paymentSimulatorCharges.$inferSelect;
export type NewCharge = typeof paymentSimulatorCharges.$inferInsert;

/** Opens a charge; answers nothing when the order number has been charged before. */
export async function insertChargeIfNew(db: Executor, values: NewCharge): Promise<ChargeRow | undefined> {
  const [inserted] = await db.insert(paymentSimulatorCharges).values(values).onConflictDoNothing().returning();
  return inserted;
}

export async function findCharge(db: Executor, orderNumber: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentSimulatorCharges).where(eq(paymentSimulatorCharges.orderNumber, orderNumber)).limit(1);
  return row;
}

/** Closes the charge with `outcome` if it is still pending; answers it closed, or nothing if it was not. */
export async function closePendingCharge(db: Executor, orderNumber: string, outcome: "settlement" | "expire"): Promise<ChargeRow | undefined> {
  const [closed] = await db
    .update(paymentSimulatorCharges)
    .set({ status: outcome })
    .where(and(eq(paymentSimulatorCharges.orderNumber, orderNumber), eq(paymentSimulatorCharges.status, "pending")))
    .returning();
  return closed;
}
