"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { reportClientError } from "@/lib/error-reporting";

/** A page of the shell crashed while rendering: 'Oopss...' inside the shell (spec 8). */
export default function PortalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => reportClientError(error), [error]);
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return <ErrorScreen onRetry={retry} errorId={digest} />;
}
