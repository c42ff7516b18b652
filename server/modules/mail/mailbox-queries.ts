import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import type { MailboxMail } from "./mailbox-schemas";

/** The outbox newest first, for the local mailbox. `to` matches the whole address, any case. */
export async function listMailbox(db: Executor, params: { limit: number; to?: string }): Promise<MailboxMail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(params.to ? eq(sql`lower(${emailOutbox.toAddress})`, params.to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(params.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    text: row.textBody,
    attachments: row.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
  }));
}
