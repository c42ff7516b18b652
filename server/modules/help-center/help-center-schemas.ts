import { z } from "zod";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX_LENGTH } from "./help-center-contract";

/** The text fields of a feedback submission, checked on the server and by the help center's form. */
export const feedbackFieldsSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: "Choose what your feedback is about" }),
  // Multipart bodies carry line breaks as CRLF; counted as one character each, as the text area counts them.
  message: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value),
    z
      .string({ error: "Write your message" })
      .trim()
      .min(1, "Write your message")
      .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Keep your message to at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`),
  ),
});

export type FeedbackFields = z.output<typeof feedbackFieldsSchema>;

/** What POST /v1/job-portal/help-center/feedback answers. */
export const feedbackReceiptSchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  screenshot: z.object({ mimeType: z.string(), size: z.number().int() }).nullable(),
  /** The support address the feedback was mailed to. */
  supportEmail: z.string(),
  /** The sender's own address, where support replies. */
  replyTo: z.string(),
  createdAt: z.string(),
});

export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
