import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { serverEnv } from "@/server/config/env";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import type { JobHandler } from "@/server/jobs/worker";
import { mailTransport } from "./mail-transport";

const payloadSchema = z.object({ emailId: z.uuid() });

/**
 * Sends one outbox mail. A mail already marked sent is skipped, so a job repeated after a crash
 * does not send twice; a crash between SMTP accepting the mail and the mark can still resend it,
 * with the same Message-ID so the duplicate is recognisable.
 */
export const deliverEmailJob: JobHandler = async (payload, { db, log, isLastAttempt }) => {
  const { emailId } = payloadSchema.parse(payload);
  const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
  if (!email || email.status === "sent") return;

  const transport = mailTransport();
  if (!transport) {
    await db.update(emailOutbox).set({ status: "held" }).where(eq(emailOutbox.id, emailId));
    return;
  }
  try {
    await transport.sendMail({
      from: serverEnv().MAIL_FROM,
      to: email.toAddress,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody ?? undefined,
      messageId: email.messageId,
    });
  } catch (error) {
    await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
        status: isLastAttempt ? "failed" : "pending",
      })
      .where(eq(emailOutbox.id, emailId));
    throw error;
  }
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, emailId));
  log.info({ emailId, category: email.category }, "email sent");
};
