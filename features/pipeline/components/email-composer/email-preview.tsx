"use client";

import { TriangleAlert } from "lucide-react";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { useEmailPreview, type EmailPreviewInput } from "../../api/preview-candidate-email";
import { placeholderToken } from "./placeholder-fields";
import { useDebouncedValue } from "../../hooks/use-debounced-value";

/** Typing pauses this long before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The email as its first recipient will read it: rendered by the API with their real values
 * (name, job, step...), following the draft as it is typed.
 */
export function EmailPreview({ jobId, draft, recipientCount }: { jobId: string; draft: EmailPreviewInput; recipientCount: number }) {
  const settled = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const ready = settled.subject.trim() !== "" && settled.body.trim() !== "";
  const preview = useEmailPreview(jobId, ready ? settled : null);
  const who = recipientCount > 1 ? `the first of ${recipientCount} applicants` : "this applicant";

  return (
    <section aria-labelledby="email-preview-title" className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-gray-50 p-4">
      <h3 id="email-preview-title" className="text-sm font-semibold text-gray-900">
        Preview <span className="font-normal text-gray-600">for {who}</span>
      </h3>
      {!ready ? (
        <p className="text-sm text-gray-600">Write a subject and a message to see the preview.</p>
      ) : preview.isError ? (
        <QueryError error={preview.error} showCopy={false} frame="bare" />
      ) : preview.data ? (
        <div aria-busy={preview.isFetching} className="flex min-w-0 flex-col gap-2 text-sm">
          <p className="font-semibold break-words text-gray-900" data-testid="email-preview-subject">
            {preview.data.subject}
          </p>
          <div className="break-words whitespace-pre-line text-gray-800" data-testid="email-preview-body">
            {preview.data.body}
          </div>
          {preview.data.unknownPlaceholders.length > 0 ? (
            <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 p-2 text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Unknown {preview.data.unknownPlaceholders.length === 1 ? "placeholder" : "placeholders"}, to fix before sending:{" "}
                {preview.data.unknownPlaceholders.map(placeholderToken).join(", ")}
              </span>
            </p>
          ) : null}
        </div>
      ) : (
        <Spinner label="Rendering the preview..." />
      )}
    </section>
  );
}
