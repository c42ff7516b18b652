import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { FEEDBACK_SCREENSHOT_MAX_BYTES, FEEDBACK_SCREENSHOT_TYPES } from "@/server/modules/help-center/help-center-contract";
import { feedbackFieldsSchema } from "@/server/modules/help-center/help-center-schemas";
import { SCREENSHOT_LIMIT_LABEL, type FeedbackFormValues } from "./feedback-form-values";

/**
 * The feedback form's validation: the API's own field rules plus the screenshot check. The form
 * loads this file with its first validation (lib/lazy-resolver.ts), so the page does not carry zod.
 */
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

const feedbackFormSchema = feedbackFieldsSchema.extend({
  screenshot: z.custom<File | null>(() => true).superRefine((file, ctx) => {
    const problem = screenshotProblem(file);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

/** What a valid form holds: a category chosen, the message trimmed. */
export type FeedbackFormOutput = z.output<typeof feedbackFormSchema>;

// The form starts with no category (""), which the schema refuses: its input is the form's values.
export const feedbackFormResolver = zodResolver(feedbackFormSchema) as unknown as Resolver<FeedbackFormValues, unknown, FeedbackFormOutput>;
