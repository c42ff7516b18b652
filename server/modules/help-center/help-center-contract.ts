/**
 * Help center feedback (spec 2.3 Send Feedback, /help-center): the fixed categories, the limits and
 * the multipart field names. Zod-free, so the page's form can import it without loading zod.
 */

export const FEEDBACK_CATEGORIES = ["bug", "question", "idea", "account", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: "Something is not working",
  question: "A question about the portal",
  idea: "An idea or a feature request",
  account: "Account, subscription or billing",
  other: "Something else",
};

export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;

/** A screenshot is a PNG, JPEG or WebP image (judged by content) of at most 5 MB. */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Feedback a user may send per rolling hour; more answers 429 with Retry-After. */
export const FEEDBACK_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const;

/** The multipart fields of POST /v1/job-portal/help-center/feedback. */
export const FEEDBACK_FIELDS = {
  category: "category",
  message: "message",
  screenshot: "screenshot",
} as const;

export const HELP_CENTER_ERROR_CODES = {
  multipartRequired: "MULTIPART_REQUIRED",
  feedbackNotFound: "FEEDBACK_NOT_FOUND",
} as const;
