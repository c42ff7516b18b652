import { apiClient } from "@/lib/api-client";
import { FEEDBACK_FIELDS, type FeedbackCategory } from "@/server/modules/help-center/help-center-contract";
import type { FeedbackReceipt } from "@/server/modules/help-center/help-center-schemas";

export type FeedbackInput = { category: FeedbackCategory; message: string; screenshot: File | null };

/**
 * POST /v1/job-portal/help-center/feedback, as multipart with the optional screenshot. The form
 * loads it with its other after-focus parts (components/feedback-form-parts.ts), not with the page.
 */
export async function sendFeedback(input: FeedbackInput): Promise<FeedbackReceipt> {
  const form = new FormData();
  form.append(FEEDBACK_FIELDS.category, input.category);
  form.append(FEEDBACK_FIELDS.message, input.message);
  if (input.screenshot) form.append(FEEDBACK_FIELDS.screenshot, input.screenshot);
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: FeedbackReceipt }>("/v1/job-portal/help-center/feedback", form, { headers: { "Content-Type": undefined } });
  return data.result;
}
