"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorDisplay } from "@/components/ui/error-display";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { lazyModule } from "@/components/ui/lazy-module";
import { NativeSelect } from "@/components/ui/native-select";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_MESSAGE_MAX_LENGTH } from "@/server/modules/help-center/help-center-contract";
import type { FeedbackReceipt } from "@/server/modules/help-center/help-center-schemas";
import type { FeedbackFormOutput } from "../lib/feedback-form-schema";
import { EMPTY_FEEDBACK, SCREENSHOT_LIMIT_LABEL, type FeedbackFormValues } from "../lib/feedback-form-values";
import { ScreenshotField } from "./screenshot-field";

const feedbackValidation = lazyResolver(() => import("../lib/feedback-form-schema").then((schema) => schema.feedbackFormResolver));

/** The preview, the request, the error box and the success state: loaded on the form's first focus. */
const afterInteraction = lazyModule(() => import("./feedback-form-parts"));
const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));

/** Help center feedback: a category, the message and an optional screenshot, mailed to support. */
export function FeedbackForm() {
  // The request is sent by the after-focus chunk, which the form has loaded by the time it submits.
  const send = useMutation({ mutationFn: (values: FeedbackFormOutput) => afterInteraction.preload().then((parts) => parts.sendFeedback(values)) });
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({ resolver: feedbackValidation.resolver, defaultValues: EMPTY_FEEDBACK });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: "message" });
  const screenshot = useWatch({ control: form.control, name: "screenshot" });
  // Wanted from the first focus, so the preview and the success state are there when needed.
  const [engaged, setEngaged] = useState(false);
  const parts = afterInteraction.useModule(engaged || screenshot !== null || receipt !== null);
  const engage = () => {
    feedbackValidation.preload();
    setEngaged(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // A second press while one is on its way does nothing.
    if (send.isPending) return;
    setFormError(null);
    try {
      const result = await send.mutateAsync(values);
      form.reset(EMPTY_FEEDBACK);
      setReceipt(result);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["category", "message", "screenshot"]) === 0) setFormError(error);
    }
  });

  // A receipt means the after-focus chunk sent it, so its success state is there.
  if (receipt) return parts ? <parts.FeedbackSent receipt={receipt} onAnother={() => setReceipt(null)} /> : null;

  const busy = isSubmitting || send.isPending;
  return (
    <form onSubmit={onSubmit} onFocus={engage} method="post" noValidate aria-label="Send feedback" className="flex flex-col gap-5">
      <FormField label="What is it about?" required error={errors.category?.message}>
        {(control) => <NativeSelect {...control} {...form.register("category")} placeholder="Choose a category" options={CATEGORY_OPTIONS} />}
      </FormField>
      <FormField
        label="Message"
        required
        error={errors.message?.message}
        hint={
          <span className="flex justify-between gap-3">
            <span>What happened, or what would help you? Include the page and the steps if something broke.</span>
            <span aria-hidden className="shrink-0 tabular-nums">
              {message.length}/{FEEDBACK_MESSAGE_MAX_LENGTH}
            </span>
          </span>
        }
      >
        {(control) => <TextArea {...control} {...form.register("message")} rows={6} maxLength={FEEDBACK_MESSAGE_MAX_LENGTH} />}
      </FormField>
      <FormField label="Screenshot (optional)" error={errors.screenshot?.message} hint={`PNG, JPEG or WebP, up to ${SCREENSHOT_LIMIT_LABEL}.`}>
        {(control) => (
          <ScreenshotField
            control={control}
            file={screenshot}
            Preview={parts?.ScreenshotPreview}
            disabled={busy}
            onChange={(file) => form.setValue("screenshot", file, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || file !== null })}
          />
        )}
      </FormField>
      {formError && parts ? <parts.FormErrorAlert error={formError} /> : null}
      {formError && !parts ? (
        // The after-focus chunk itself could not load (the network is down).
        <div role="alert" className="text-sm text-red-600">
          <ErrorDisplay error={formError} />
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          Send feedback
        </Button>
      </div>
    </form>
  );
}
