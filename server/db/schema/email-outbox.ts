import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * pending: waiting for delivery; sent: handed to SMTP; held: no SMTP configured, kept for the
 * local mailbox; failed: gave up after the job's retries.
 */
/**
 * A file sent with a mail. A text/calendar one with a `method` (REQUEST, CANCEL) goes as the
 * mail's calendar event, the way calendar programs read an invite.
 */
export type EmailAttachment = { filename: string; contentType: string; content: string; method?: string };

export const emailStatus = pgEnum("email_status", ["pending", "sent", "held", "failed"]);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Fixed when the mail is written, so a redelivery after a crash carries the same Message-ID. */
    messageId: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Where a reply goes, when not to the product's sender (a recruiter writing to a talent). */
    replyTo: text(),
    /** What kind of mail this is (verification, password-reset, ...), for the mailbox and metrics. */
    category: text().notNull(),
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    status: emailStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_outbox_message_id_unique").on(table.messageId),
    index("email_outbox_created_idx").on(table.createdAt),
  ],
);
