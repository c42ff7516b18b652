"use client";

import { Lock, SearchX } from "lucide-react";
import { toApiClientError } from "@/lib/api-error";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { EmptyState } from "./empty-state";
import { QueryError } from "./query-error";

export type ResourceUnavailableProps = {
  /** The failed read of the thing the page is about. */
  error: unknown;
  /** What a 404 says: "Job not found", and why it may be missing. Without it, a 404 is one more failure to retry. */
  title?: string;
  text?: React.ReactNode;
  /** A way out (usually back to the list), offered on a 404 and a 403. */
  action?: React.ReactNode;
  /** The read's refetch, offered for any other failure. */
  onRetry?: () => void;
  retryLabel?: string;
};

/**
 * The thing a page is about cannot be shown: it does not exist (or is another company's, which
 * the API answers the same way), the caller may not see it, or the read failed and may be retried.
 */
export function ResourceUnavailable({ error, title, text, action, onRetry, retryLabel }: ResourceUnavailableProps) {
  const { status } = toApiClientError(error);
  if (status === 404 && title) {
    return (
      <EmptyState icon={SearchX} title={title} action={action}>
        {text}
      </EmptyState>
    );
  }
  if (status === 403) return <EmptyState icon={Lock} title={PERMISSION_MESSAGES.noPageAccess} action={action} />;
  return <QueryError error={error} onRetry={onRetry} retryLabel={retryLabel} />;
}
