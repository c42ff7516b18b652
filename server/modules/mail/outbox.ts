import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { enqueueJob } from "@/server/jobs/queue";

export const DELIVER_EMAIL_JOB = "email.deliver";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** e.g. "email-verification", "password-reset" */
  category: string;
};

export const MESSAGE_ID_DOMAIN = "hiring-portal.local";

/**
 * Writes the mail and its delivery job in the caller's transaction (transactional outbox): the
 * mail exists if and only if the change that caused it was committed.
 */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    messageId: `<${id}@${MESSAGE_ID_DOMAIN}>`,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    category: email.category,
  });
  await enqueueJob(db, { type: DELIVER_EMAIL_JOB, payload: { emailId: id }, dedupeKey: `email:${id}` });
  return id;
}
