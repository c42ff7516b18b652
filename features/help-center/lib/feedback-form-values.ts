/** The feedback form's values and its checks that need no zod (the page loads these; the zod part is feedback-form-schema.ts). */
import {
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SCREENSHOT_TYPES,
  type FeedbackCategory,
} from "@/server/modules/help-center/help-center-contract";

export type FeedbackFormValues = {
  category: FeedbackCategory | "";
  message: string;
  screenshot: File | null;
};

export const EMPTY_FEEDBACK: FeedbackFormValues = { category: "", message: "", screenshot: null };

/** "5 MB", shown beside the file input. */
export const SCREENSHOT_LIMIT_LABEL = `${FEEDBACK_SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * What is wrong with a chosen screenshot, judged by what the browser says of it; the server checks
 * the content itself.
 */
export function screenshotProblem(file: File | null | undefined): string | null {
  if (!file) return null;
  if (!(FEEDBACK_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return "The screenshot must be a PNG, JPEG or WebP image";
  if (file.size === 0) return "The screenshot is empty";
  if (file.size > FEEDBACK_SCREENSHOT_MAX_BYTES) return `The screenshot must be at most ${SCREENSHOT_LIMIT_LABEL}`;
  return null;
}
