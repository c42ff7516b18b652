"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useHiddenTalentBannerStore } from "../stores/hidden-talent-banner-store";

const noSubscription = () => () => undefined;
const notHydrated = () => false;

/**
 * Whether this job's suggested-talents banner was dismissed. `ready` stays false until the stored
 * list is read (after the first render: the server has no storage), so a dismissed banner never
 * flashes. On the server zustand gives the store no `persist` API.
 */
export function useHiddenTalentBanner(jobId: string): { ready: boolean; hidden: boolean; hide: () => void } {
  const persist = useHiddenTalentBannerStore.persist as typeof useHiddenTalentBannerStore.persist | undefined;
  const ready = useSyncExternalStore(persist?.onFinishHydration ?? noSubscription, persist?.hasHydrated ?? notHydrated, notHydrated);
  useEffect(() => {
    if (persist && !persist.hasHydrated()) void persist.rehydrate();
  }, [persist]);
  const hidden = useHiddenTalentBannerStore((state) => state.jobIds.includes(jobId));
  const hideJob = useHiddenTalentBannerStore((state) => state.hide);
  return { ready, hidden, hide: () => hideJob(jobId) };
}
