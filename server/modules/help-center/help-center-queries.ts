import { and, count, eq, gt, min } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { helpCenterFeedback } from "@/server/db/schema/help-center-feedback";
import { users } from "@/server/db/schema/users";

/** How much feedback a user sent since `since`, and when the oldest of it was sent. */
export async function recentFeedbackOf(db: Executor, userId: string, since: Date): Promise<{ sent: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ sent: count(), oldestAt: min(helpCenterFeedback.createdAt) })
    .from(helpCenterFeedback)
    .where(and(eq(helpCenterFeedback.userId, userId), gt(helpCenterFeedback.createdAt, since)));
  return { sent: row?.sent ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** The sender and their company, for the support mail. */
export async function senderOf(db: Executor, userId: string, companyId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row;
}

export async function findFeedback(db: Executor, id: string) {
  const [row] = await db.select().from(helpCenterFeedback).where(eq(helpCenterFeedback.id, id));
  return row;
}


export async function insertFeedback(db: Executor, feedback: typeof helpCenterFeedback.$inferInsert) {
  const [created] = await db.insert(helpCenterFeedback).values(feedback).returning();
  return created!;
}
