"use client";

import { toApiClientError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { ErrorDisplay } from "./error-display";

const FRAMES = {
  /** A page's or section's main content that could not be read. */
  panel: "rounded-xl border border-red-200 bg-red-50 p-4",
  /** A smaller block inside a card or panel. */
  compact: "rounded-lg border border-red-200 bg-red-50 p-3",
  /** No frame: inside a dialog or a line of a list, where a box would be one too many. */
  bare: "",
} as const;

export type QueryErrorProps = {
  error: unknown;
  /** The query's refetch; without it there is no retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is running (the button shows it is busy). */
  retrying?: boolean;
  /** A sentence saying what could not be loaded, before the error itself. */
  title?: React.ReactNode;
  /**
   * Only the error's message, in the title's sentence, instead of spec 8's full display (message,
   * error id, first field error). For small places such as a board column.
   */
  messageOnly?: boolean;
  showCopy?: boolean;
  frame?: keyof typeof FRAMES;
  /** Margins only: cn() does not merge, so nothing that conflicts with the frame. */
  className?: string;
};

/** A query that failed: what the API said (spec 8's error display) and, when it can be asked again, a retry. */
export function QueryError({ error, onRetry, retryLabel = "Try again", retrying, title, messageOnly = false, showCopy, frame = "panel", className }: QueryErrorProps) {
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-3 text-sm", FRAMES[frame], className)}>
      {messageOnly ? (
        <p>
          {title ? <>{title} </> : null}
          {toApiClientError(error).message}
        </p>
      ) : (
        <>
          {title ? <p className="font-semibold text-gray-900">{title}</p> : null}
          <ErrorDisplay error={error} {...(showCopy === undefined ? {} : { showCopy })} />
        </>
      )}
      {onRetry ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
