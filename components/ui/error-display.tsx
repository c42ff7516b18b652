"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toApiClientError, type ApiClientError } from "@/lib/api-error";
import { clientEnv } from "@/lib/env";
import { showToast, type ToastOptions } from "./toast";

export const UNKNOWN_ERROR_ID = "Unknown ID";

/** What the copy button puts on the clipboard: everything support needs to find the error. */
export function errorReport(error: ApiClientError): string {
  return JSON.stringify(
    { message: error.message, code: error.code, errorId: error.errorId, status: error.status, errors: error.fieldErrors },
    null,
    2,
  );
}

function CopyErrorButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="mt-2 inline-flex items-center gap-1 rounded-md border border-gray-200 px-2 py-1 text-xs text-gray-600 hover:bg-gray-50"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
      {copied ? "Copied" : "Copy error details"}
    </button>
  );
}

/**
 * Spec 8's error display: the message (or, lacking one, the message id) in bold with the error id
 * in parentheses ('Unknown ID' by default), then the first field error. Outside production a
 * button copies the details for a bug report.
 */
export function ErrorDisplay({ error, showCopy = clientEnv.NEXT_PUBLIC_APP_ENV !== "production" }: { error: unknown; showCopy?: boolean }) {
  const apiError = toApiClientError(error);
  const headline = apiError.message || apiError.code || "Something went wrong";
  const detail = apiError.firstFieldMessage;
  return (
    <div>
      <p>
        <strong className="font-semibold text-gray-900">{headline}</strong>{" "}
        <span className="text-gray-600">({apiError.errorId ?? UNKNOWN_ERROR_ID})</span>
      </p>
      {detail && detail !== headline ? <p className="mt-1 text-gray-600">{detail}</p> : null}
      {showCopy ? <CopyErrorButton text={errorReport(apiError)} /> : null}
    </div>
  );
}

/** The usual way to report a failed request: an error toast holding the error display. */
export function toastError(error: unknown, options: Omit<ToastOptions, "content" | "title" | "subtitle"> = {}) {
  return showToast("error", { ...options, content: <ErrorDisplay error={error} /> });
}
