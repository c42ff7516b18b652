"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { reportClientError } from "@/lib/error-reporting";

/** A page outside the shell crashed while rendering: 'Oopss...' with a contact-support link. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => reportClientError(error), [error]);
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <main className="min-h-screen bg-gray-50">
      <ErrorScreen onRetry={retry} errorId={digest} />
    </main>
  );
}
