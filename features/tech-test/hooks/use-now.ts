import { useSyncExternalStore } from "react";
import { timeZoneLabelForOffset, type TimeZoneLabel } from "@/lib/format/date";

const MINUTE_MS = 60_000;
let current = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) current = new Date();
  timer ??= setInterval(() => {
    current = new Date();
    for (const notify of listeners) notify();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time, refreshed every minute, in the browser only: the server render has no "now" of the
 * reader's (null), so time-left texts appear after hydration instead of mismatching it.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/**
 * The reader's Indonesian time zone (WIB, WITA or WIT) when the browser is in one; WIB, the
 * product's default, otherwise and in the server render.
 */
export function useTimeZoneLabel(): TimeZoneLabel {
  return useSyncExternalStore(
    () => () => {},
    () => timeZoneLabelForOffset() ?? "WIB",
    () => "WIB",
  );
}
