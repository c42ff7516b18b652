"use client";

import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { FeedbackReceipt } from "@/server/modules/help-center/help-center-schemas";

/** The feedback form's success state; loaded once the form is in use (feedback-form.tsx). */
export function FeedbackSent({ receipt, onAnother }: { receipt: FeedbackReceipt; onAnother: () => void }) {
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
