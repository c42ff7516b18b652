import { CircleX } from "lucide-react";
import { ErrorDisplay } from "./error-display";

/** A failed form submission shown inline above the submit button, in spec 8's error display. */
export function FormErrorAlert({ error, children }: { error: unknown; children?: React.ReactNode }) {
  return (
    <div role="alert" className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
      <div className="min-w-0 flex-1 break-words">
        <ErrorDisplay error={error} />
        {children}
      </div>
    </div>
  );
}
