import { CircleAlert, CircleCheck, CloudUpload } from "lucide-react";
import type { SaveStatus } from "../../hooks/use-job-autosave";

/** The autosave's state in words: Saving…, All changes saved, Couldn't save — Retry. */
export function WizardSaveStatus({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-8 items-center gap-2 text-sm text-white">
      {status === "pending" || status === "saving" ? (
        <>
          <CloudUpload className="size-4" aria-hidden />
          Saving…
        </>
      ) : null}
      {status === "saved" ? (
        <>
          <CircleCheck className="size-4" aria-hidden />
          All changes saved
        </>
      ) : null}
      {status === "invalid" ? (
        <>
          <CircleAlert className="size-4" aria-hidden />
          Saved, except the fields marked in red
        </>
      ) : null}
      {status === "error" ? (
        <>
          <CircleAlert className="size-4" aria-hidden />
          Couldn’t save —
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2 hover:no-underline">
            Retry
          </button>
        </>
      ) : null}
    </div>
  );
}
