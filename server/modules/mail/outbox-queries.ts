import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";

export type OutboxMailRow = typeof emailOutbox.$inferSelect;

/** The mails of `queueEmails`, in one statement. */
export async function insertOutboxMails(db: Executor, mails: readonly (typeof emailOutbox.$inferInsert)[]): Promise<void> {
  await db.insert(emailOutbox).values([...mails]);
}

export async function findOutboxMail(db: Executor, id: string): Promise<OutboxMailRow | undefined> {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return mail;
}

/** No transport is configured: the mail stays in the outbox, visible in the local mailbox. */
export async function markMailHeld(db: Executor, id: string): Promise<void> {
  await db.update(emailOutbox).set({ status: "held" }).where(eq(emailOutbox.id, id));
}

/** A failed attempt: counted, with its error; `failed` after the last attempt, else pending for the retry. */
export async function recordMailFailure(db: Executor, id: string, failure: { error: string; final: boolean }): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: failure.error, status: failure.final ? "failed" : "pending" })
    .where(eq(emailOutbox.id, id));
}

export async function markMailSent(db: Executor, id: string, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}
