"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { reportClientError } from "@/lib/error-reporting";
import "@/styles/globals.css";

/** The root layout itself crashed: the same 'Oopss...' page, in its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => reportClientError(error), [error]);
  return (
    <html lang="en">
      <body className="min-h-screen bg-gray-50 font-sans text-gray-900">
        <title>Oopss... · Hiring Portal</title>
        <main>
          <ErrorScreen onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
