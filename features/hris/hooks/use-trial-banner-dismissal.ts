"use client";

import { useSyncExternalStore } from "react";

/** localStorage: the user closed the HRIS trial banner; it stays closed in this browser. */
export const HRIS_TRIAL_BANNER_DISMISSED_KEY = "hris-trial-banner-dismissed";

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(HRIS_TRIAL_BANNER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function dismiss(): void {
  try {
    window.localStorage.setItem(HRIS_TRIAL_BANNER_DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode): the banner still closes for this page.
  }
  dismissedThisPage = true;
  for (const listener of listeners) listener();
}

let dismissedThisPage = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HRIS_TRIAL_BANNER_DISMISSED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Whether the HRIS trial banner was dismissed. The server cannot read the browser's storage, so it
 * renders the banner as dismissed (nothing) and the browser shows it after hydration if it is not.
 */
export function useTrialBannerDismissal(): { dismissed: boolean; dismiss: () => void } {
  const dismissed = useSyncExternalStore(subscribe, () => dismissedThisPage || read(), () => true);
  return { dismissed, dismiss };
}
