"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { NavBadge } from "@/components/layout/nav-types";
import {
  ANALYTICS_BADGE_STORAGE_KEY,
  ANALYTICS_RELEASE_DATE_QUERY,
  analyticsBadgeState,
  dismissalValue,
  releaseDateFrom,
} from "../lib/analytics-badge";

// Before hydration nothing is known about storage: render no badge, then decide.
const UNKNOWN = "\u0000unknown";
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ANALYTICS_BADGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(ANALYTICS_BADGE_STORAGE_KEY);
    else window.localStorage.setItem(ANALYTICS_BADGE_STORAGE_KEY, value);
  } catch {
    // Storage unavailable: the badge simply comes back next time.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Analytics 'New' badge of spec 2.3/4, or null when it should not show. */
export function useAnalyticsNewBadge(): NavBadge | null {
  const releaseDate = releaseDateFrom(useSearchParams().get(ANALYTICS_RELEASE_DATE_QUERY));
  const stored = useSyncExternalStore(subscribe, readStored, () => UNKNOWN);
  const [now] = useState(() => new Date());
  const state = stored === UNKNOWN ? { show: false, clearStorage: false } : analyticsBadgeState({ now, releaseDate, stored });

  useEffect(() => {
    if (state.clearStorage) writeStored(null);
  }, [state.clearStorage]);

  const dismiss = useCallback(() => writeStored(dismissalValue(releaseDate)), [releaseDate]);
  return state.show ? { label: "New", onDismiss: dismiss } : null;
}
