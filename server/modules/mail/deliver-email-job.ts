import type { Transporter } from "nodemailer";
import { z } from "zod";
import { serverEnv } from "@/server/config/env";
import type { JobHandler } from "@/server/jobs/worker";
import { mailTransport } from "./mail-transport";
import { findOutboxMail, markMailHeld, markMailSent, recordMailFailure } from "./outbox-queries";

const payloadSchema = z.object({ emailId: z.uuid() });

export type MailDelivery = {
  /** The SMTP transport, or null to keep mail in the outbox ('held'). Asked on every job. */
  transport: () => Pick<Transporter, "sendMail"> | null;
  from: () => string;
};

const configuredDelivery: MailDelivery = {
  transport: mailTransport,
  from: () => serverEnv().MAIL_FROM,
};

/**
 * Sends one outbox mail. A mail already marked sent is skipped, so a job repeated after a crash
 * does not send twice; a crash between SMTP accepting the mail and the mark can still resend it,
 * with the same Message-ID so the duplicate is recognisable.
 */
export function createDeliverEmailJob(delivery: MailDelivery = configuredDelivery): JobHandler {
  return async (payload, { db, log, isLastAttempt }) => {
    const { emailId } = payloadSchema.parse(payload);
    const email = await findOutboxMail(db, emailId);
    if (!email || email.status === "sent") return;

    const transport = delivery.transport();
    if (!transport) {
      await markMailHeld(db, emailId);
      return;
    }
    const calendar = email.attachments.find((file) => file.contentType.startsWith("text/calendar") && file.method);
    const files = email.attachments.filter((file) => file !== calendar);
    try {
      await transport.sendMail({
        from: delivery.from(),
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        replyTo: email.replyTo ?? undefined,
        messageId: email.messageId,
        // A calendar invite goes as the mail's text/calendar part (with its METHOD) and as an .ics file.
        icalEvent: calendar ? { filename: calendar.filename, method: calendar.method, content: calendar.content } : undefined,
        attachments: files.length > 0 ? files.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })) : undefined,
      });
    } catch (error) {
      await recordMailFailure(db, emailId, { error: error instanceof Error ? error.message : String(error), final: isLastAttempt });
      throw error;
    }
    await markMailSent(db, emailId, new Date());
    log.info({ emailId, category: email.category }, "email sent");
  };
}

/** The handler the worker runs: the transport and sender from the environment. */
export const deliverEmailJob: JobHandler = createDeliverEmailJob();
