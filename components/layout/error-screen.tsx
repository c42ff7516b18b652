"use client";

import { supportChatUrl } from "@/lib/support-contact";

/** Spec 2.10 and 8: what a rendering crash shows, with a way to reach support. */
export function ErrorScreen({ onRetry, errorId }: { onRetry?: () => void; errorId?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center" role="alert">
      <p className="text-5xl" aria-hidden>
        ⚠️
      </p>
      <h1 className="text-2xl font-bold text-gray-900">Oopss...</h1>
      <p className="max-w-md text-sm text-gray-600">
        Something went wrong while showing this page. Please try again; if it keeps happening,{" "}
        <a href={supportChatUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          contact support
        </a>
        .
      </p>
      {errorId ? <p className="text-xs text-gray-500">Error reference: {errorId}</p> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
