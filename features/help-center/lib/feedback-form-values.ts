/** The feedback form's values (the page loads these; the checks are in feedback-form-schema.ts, loaded on first use). */
import { FEEDBACK_SCREENSHOT_MAX_BYTES, type FeedbackCategory } from "@/server/modules/help-center/help-center-contract";

export type FeedbackFormValues = {
  category: FeedbackCategory | "";
  message: string;
  screenshot: File | null;
};

export const EMPTY_FEEDBACK: FeedbackFormValues = { category: "", message: "", screenshot: null };

/** "5 MB", shown beside the file input. */
export const SCREENSHOT_LIMIT_LABEL = `${FEEDBACK_SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB`;
