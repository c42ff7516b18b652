"use client";

import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";

const KEY = STORAGE_KEYS.notificationsOnlyUnread;
const listeners = new Set<() => void>();
// The choice of this visit, for when storage is blocked or full.
let chosen: boolean | null = null;

function read(): boolean {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored !== null) return stored === "true";
  } catch {
    // Storage blocked: fall back to this visit's choice.
  }
  return chosen ?? false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Spec 2.8: the 'Only show unread' switch, remembered in localStorage. The server renders it off
 * (it cannot see the browser's storage); the stored choice applies as the page hydrates.
 */
export function useOnlyUnread(): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    chosen = next;
    try {
      window.localStorage.setItem(KEY, String(next));
    } catch {
      // Storage full or blocked: the switch still works for this visit.
    }
    for (const listener of listeners) listener();
  }, []);
  return [value, set];
}
