"use client";

import { useEffect, useEffectEvent } from "react";
import { ErrorDisplay } from "@/components/ui/error-display";
import { showToast, toast } from "@/components/ui/toast";

const TOAST_ID = "notifications-failed";

/**
 * Spec 8: notification failures are a toast. A failed list load offers to try again from the toast
 * itself; one toast per failure (the id replaces a previous one instead of stacking).
 */
export function useFailureToast(error: unknown, errorUpdatedAt: number, retry: () => void) {
  const show = useEffectEvent((failure: unknown) => {
    showToast("error", {
      id: TOAST_ID,
      content: (
        <div>
          <ErrorDisplay error={failure} />
          <button type="button" onClick={() => {
              toast.dismiss(TOAST_ID);
              retry();
            }} className="mt-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Retry
          </button>
        </div>
      ),
    });
  });
  useEffect(() => {
    // errorUpdatedAt: a new failure of the same kind shows again; a re-render does not.
    if (error && errorUpdatedAt > 0) show(error);
  }, [error, errorUpdatedAt]);
}
