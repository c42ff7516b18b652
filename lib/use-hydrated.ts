import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs the page in the browser.
 * A server-rendered button whose click only a handler can answer is disabled until then: a click
 * before hydration would otherwise be lost without a word.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
