import { apiClient } from "./api-client";

/** Spec 7.2: every analytics event name begins with ed_. */
export type AnalyticsEventName = `ed_${string}`;
export type AnalyticsEventData = Record<string, string | number | boolean | null | undefined | string[] | number[]>;

export const TRACK_PATH = "/v1/job-portal/mixpanel/track";
/** Spec 9: events are debounced 500 ms. */
export const TRACK_DEBOUNCE_MS = 500;

const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; data: AnalyticsEventData }>();

function send(eventName: AnalyticsEventName, eventData: AnalyticsEventData): void {
  const clean = Object.fromEntries(Object.entries(eventData).filter(([, value]) => value !== undefined));
  // Analytics never gets in the user's way: a failed post is dropped silently.
  apiClient.post(TRACK_PATH, { eventName, eventData: clean }).catch(() => undefined);
}

/**
 * Records a product event through our API, which stores it and forwards it to Mixpanel when that is
 * configured (the browser never calls a third party). Repeats of one event within 500 ms collapse
 * into one call carrying the latest data, so double clicks and re-renders do not inflate counts.
 */
export function track(eventName: AnalyticsEventName, eventData: AnalyticsEventData = {}): void {
  if (typeof window === "undefined") return;
  const existing = pending.get(eventName);
  if (existing) clearTimeout(existing.timer);
  const timer = setTimeout(() => {
    pending.delete(eventName);
    send(eventName, eventData);
  }, TRACK_DEBOUNCE_MS);
  pending.set(eventName, { timer, data: eventData });
}

/** Sends every debounced event now (before a sign-out, say). */
export function flushTracking(): void {
  for (const [eventName, { timer, data }] of pending) {
    clearTimeout(timer);
    send(eventName as AnalyticsEventName, data);
  }
  pending.clear();
}
