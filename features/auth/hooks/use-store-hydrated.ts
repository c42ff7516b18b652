import { useSyncExternalStore } from "react";

type PersistApi = { persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void } };

/**
 * Whether a persisted store has read its browser storage yet. The stores skip hydration on
 * creation so server and client markup agree; AuthSession rehydrates them after mounting.
 */
export function useStoreHydrated(store: PersistApi): boolean {
  return useSyncExternalStore(store.persist.onFinishHydration, store.persist.hasHydrated, () => false);
}
