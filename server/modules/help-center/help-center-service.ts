import { randomUUID } from "node:crypto";
import { tooManyRequests, validationError } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { appBaseUrl, serverEnv } from "@/server/config/env";
import type { Database } from "@/server/db/client";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import type { FileStorage, StoredFile } from "@/server/storage/file-storage";
import { checkUpload, formatBytes, type CheckedUpload } from "@/server/storage/upload-policy";
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_FIELDS,
  FEEDBACK_RATE_LIMIT,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
} from "./help-center-contract";
import { feedbackNotFound, senderNotFound } from "./help-center-errors";
import { findFeedback, insertFeedback, recentFeedbackOf, senderOf } from "./help-center-queries";
import { feedbackFieldsSchema, type FeedbackFields, type FeedbackReceipt } from "./help-center-schemas";

export type FeedbackSubmission = {
  category: unknown;
  message: unknown;
  screenshot: { data: Uint8Array; fileName?: string } | null;
};

const WINDOW_MS = FEEDBACK_RATE_LIMIT.windowMinutes * 60 * 1000;

/** The operator endpoint that serves a feedback's screenshot (linked from the support mail). */
export function screenshotUrl(feedbackId: string): string {
  return `${appBaseUrl()}/api/v1/operator/help-center/feedback/${feedbackId}/screenshot`;
}

function supportMail(input: {
  id: string;
  fields: FeedbackFields;
  sender: { name: string; email: string; companyName: string };
  screenshot: CheckedUpload | null;
  now: Date;
}) {
  const { id, fields, sender, screenshot } = input;
  const label = FEEDBACK_CATEGORY_LABELS[fields.category];
  const firstLine = fields.message.split("\n")[0]!.trim();
  const excerpt = firstLine.length > 60 ? `${firstLine.slice(0, 57)}...` : firstLine;
  return {
    subject: `Feedback (${label}) from ${sender.companyName}: ${excerpt}`,
    text: [
      `${sender.name} <${sender.email}> of ${sender.companyName} sent feedback from the help center.`,
      "",
      `Category: ${label}`,
      `Sent: ${input.now.toISOString()}`,
      `Feedback id: ${id}`,
      screenshot
        ? `Screenshot: ${screenshot.mime.replace("image/", "").toUpperCase()}, ${formatBytes(screenshot.size)}, at ${screenshotUrl(id)} (operator token required)`
        : "Screenshot: none",
      "",
      "Message:",
      fields.message,
      "",
      `Reply to ${sender.email}.`,
    ].join("\n"),
  };
}

/**
 * POST /v1/job-portal/help-center/feedback: checks the fields and the screenshot (an image by
 * content, within the size limit), keeps the user within the rate limit, stores the screenshot,
 * and records the feedback with its mail to the support address in one transaction. A failure
 * after the file was stored removes the file, so nothing is left half-written.
 */
export async function submitFeedback(
  db: Database,
  storage: FileStorage,
  session: CompanySessionContext,
  submission: FeedbackSubmission,
  now = new Date(),
): Promise<FeedbackReceipt> {
  const parsed = feedbackFieldsSchema.safeParse({ category: submission.category, message: submission.message });
  if (!parsed.success) throw validationError(parsed.error, "form");
  const fields = parsed.data;

  const recent = await recentFeedbackOf(db, session.userId, new Date(now.getTime() - WINDOW_MS));
  if (recent.sent >= FEEDBACK_RATE_LIMIT.max) {
    const waitMs = (recent.oldestAt?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime();
    throw tooManyRequests(
      `You have sent ${FEEDBACK_RATE_LIMIT.max} messages in the last hour; please try again later or contact us by phone or chat`,
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }

  const screenshot = submission.screenshot
    ? await checkUpload({
        data: submission.screenshot.data,
        kind: "image",
        field: FEEDBACK_FIELDS.screenshot,
        fileName: submission.screenshot.fileName,
        maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
      })
    : null;

  const sender = await senderOf(db, session.userId, session.companyId);
  if (!sender) throw senderNotFound();
  const supportEmail = serverEnv().SUPPORT_EMAIL;

  let stored: StoredFile | null = null;
  if (screenshot) stored = await storage.put({ data: screenshot.data, prefix: `help-center-feedback/${session.companyId}`, extension: screenshot.extension });
  try {
    const id = randomUUID();
    const mail = supportMail({ id, fields, sender, screenshot, now });
    const row = await db.transaction(async (tx) => {
      const emailId = await queueEmail(tx, { to: supportEmail, category: "help-center-feedback", subject: mail.subject, text: mail.text });
      return insertFeedback(tx, {
        id,
        companyId: session.companyId,
        userId: session.userId,
        category: fields.category,
        message: fields.message,
        screenshotKey: stored?.key ?? null,
        screenshotMimeType: screenshot?.mime ?? null,
        screenshotSizeBytes: stored?.size ?? null,
        emailId,
        createdAt: now,
      });
    });
    return {
      id: row.id,
      category: row.category,
      message: row.message,
      screenshot: screenshot ? { mimeType: screenshot.mime, size: screenshot.size } : null,
      supportEmail,
      replyTo: sender.email,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }
}

/** GET /v1/operator/help-center/feedback/{id}/screenshot: the bytes support opens from the mail. */
export async function readFeedbackScreenshot(db: Database, storage: FileStorage, id: string): Promise<{ data: Buffer; mimeType: string }> {
  const feedback = await findFeedback(db, id);
  if (!feedback?.screenshotKey || !feedback.screenshotMimeType) throw feedbackNotFound();
  const data = await storage.get(feedback.screenshotKey);
  if (!data) throw feedbackNotFound();
  return { data, mimeType: feedback.screenshotMimeType };
}
