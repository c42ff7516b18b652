import { useSyncExternalStore } from "react";

type PersistApi = { persist?: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void } };

const noSubscription = () => () => undefined;
const notHydrated = () => false;

/**
 * Whether a persisted store has read its browser storage yet. The stores skip hydration on
 * creation so server and client markup agree; AuthSession rehydrates them after mounting. On the
 * server there is no storage, so zustand gives the store no `persist` API at all.
 */
export function useStoreHydrated(store: PersistApi): boolean {
  const persist = store.persist;
  return useSyncExternalStore(persist?.onFinishHydration ?? noSubscription, persist?.hasHydrated ?? notHydrated, notHydrated);
}
