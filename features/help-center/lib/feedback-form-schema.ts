import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { feedbackFieldsSchema } from "@/server/modules/help-center/help-center-schemas";
import { screenshotProblem, type FeedbackFormValues } from "./feedback-form-values";

/**
 * The feedback form's validation: the API's own field rules plus the screenshot check. The form
 * loads this file with its first validation (lib/lazy-resolver.ts), so the page does not carry zod.
 */
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
