import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import type { EmailAttachment } from "@/server/db/schema/email-outbox";
import { enqueueJobs } from "@/server/jobs/queue";
import { insertOutboxMails } from "./outbox-queries";

export const DELIVER_EMAIL_JOB = "email.deliver";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Reply-To address: a recruiter's own, so the talent's answer reaches them. */
  replyTo?: string;
  /** e.g. "email-verification", "password-reset" */
  category: string;
  /** Files sent with the mail: a calendar invite is text/calendar with its METHOD. */
  attachments?: EmailAttachment[];
};

export type { EmailAttachment } from "@/server/db/schema/email-outbox";

export const MESSAGE_ID_DOMAIN = "hiring-portal.local";

/**
 * Writes the mail and its delivery job in the caller's transaction (transactional outbox): the
 * mail exists if and only if the change that caused it was committed.
 */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<string> {
  const [id] = await queueEmails(db, [email]);
  return id!;
}

/**
 * `queueEmail` for many mails in two statements, whatever their number (a bulk rejection of 500
 * applicants must not cost 1,000 round trips). Each mail is still its own delivery job with its
 * own retries. Answers the mails' ids in the given order.
 */
export async function queueEmails(db: Executor, emails: readonly OutgoingEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const ids = emails.map(() => randomUUID());
  await insertOutboxMails(
    db,
    emails.map((email, index) => ({
      id: ids[index]!,
      messageId: `<${ids[index]}@${MESSAGE_ID_DOMAIN}>`,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      replyTo: email.replyTo ?? null,
      category: email.category,
      attachments: email.attachments ?? [],
    })),
  );
  await enqueueJobs(
    db,
    ids.map((id) => ({ type: DELIVER_EMAIL_JOB, payload: { emailId: id }, dedupeKey: `email:${id}` })),
  );
  return ids;
}
