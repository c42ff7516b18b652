import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { trackedEvents } from "@/server/db/schema/tracked-events";

export type TrackedEventRow = typeof trackedEvents.$inferSelect;

export async function insertTrackedEvent(db: Executor, event: Pick<typeof trackedEvents.$inferInsert, "eventName" | "eventData" | "userId" | "companyId">): Promise<{ id: string }> {
  const [created] = await db.insert(trackedEvents).values(event).returning({ id: trackedEvents.id });
  if (!created) throw new Error("insert returned no row");
  return created;
}

export async function findTrackedEvent(db: Executor, id: string): Promise<TrackedEventRow | undefined> {
  const [event] = await db.select().from(trackedEvents).where(eq(trackedEvents.id, id));
  return event;
}

export async function markEventForwarded(db: Executor, id: string, forwardedAt: Date): Promise<void> {
  await db.update(trackedEvents).set({ forwardedAt }).where(eq(trackedEvents.id, id));
}
