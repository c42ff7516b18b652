"use client";

import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_MESSAGE_MAX_LENGTH } from "@/server/modules/help-center/help-center-contract";
import type { FeedbackReceipt } from "@/server/modules/help-center/help-center-schemas";
import { useSendFeedback } from "../api/send-feedback";
import type { FeedbackFormOutput } from "../lib/feedback-form-schema";
import { EMPTY_FEEDBACK, SCREENSHOT_LIMIT_LABEL, type FeedbackFormValues } from "../lib/feedback-form-values";
import { ScreenshotField } from "./screenshot-field";

const feedbackValidation = lazyResolver(() => import("../lib/feedback-form-schema").then((schema) => schema.feedbackFormResolver));

const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] }));

function FeedbackSent({ receipt, onAnother }: { receipt: FeedbackReceipt; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the outcome, not on a form that is gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-green-200 bg-green-50 px-5 py-8 text-center">
      <CircleCheck className="size-10 text-green-700" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
        Thank you, your feedback was sent
      </h3>
      <p className="max-w-md text-sm text-gray-700">
        Our support team received it{receipt.screenshot ? " with your screenshot" : ""} and will reply to{" "}
        <span className="font-medium break-all">{receipt.replyTo}</span> if they need to know more.
      </p>
      <Button type="button" variant="secondary" onClick={onAnother}>
        Send more feedback
      </Button>
    </div>
  );
}

/** Help center feedback: a category, the message and an optional screenshot, mailed to support. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<FeedbackFormValues, unknown, FeedbackFormOutput>({ resolver: feedbackValidation.resolver, defaultValues: EMPTY_FEEDBACK });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: "message" });
  const screenshot = useWatch({ control: form.control, name: "screenshot" });

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

  if (receipt) return <FeedbackSent receipt={receipt} onAnother={() => setReceipt(null)} />;

  const busy = isSubmitting || send.isPending;
  return (
    <form onSubmit={onSubmit} onFocus={feedbackValidation.preload} method="post" noValidate aria-label="Send feedback" className="flex flex-col gap-5">
      <noscript>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Sending feedback needs JavaScript; turn it on, or reach us by phone or chat.</p>
      </noscript>
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
            disabled={busy}
            onChange={(file) => form.setValue("screenshot", file, { shouldDirty: true, shouldValidate: form.formState.isSubmitted || file !== null })}
          />
        )}
      </FormField>
      {formError ? <FormErrorAlert error={formError} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          Send feedback
        </Button>
      </div>
    </form>
  );
}
