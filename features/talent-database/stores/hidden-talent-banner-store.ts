import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * Spec 4's hidden-talent-banner job list: the jobs whose suggested-talents banner the user
 * dismissed, kept in localStorage. Sign-out removes the stored list (SIGN_OUT_CLEARED_KEYS, cleared
 * by the auth feature) and loads the page afresh, so the next person sees every banner again.
 */
type HiddenTalentBannerState = {
  jobIds: string[];
  hide: (jobId: string) => void;
};

export const useHiddenTalentBannerStore = create<HiddenTalentBannerState>()(
  persist(
    (set) => ({
      jobIds: [],
      hide: (jobId) => set((state) => (state.jobIds.includes(jobId) ? state : { jobIds: [...state.jobIds, jobId] })),
    }),
    {
      name: STORAGE_KEYS.hiddenTalentBannerJobs,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ jobIds }) => ({ jobIds }),
      // The server cannot see the browser's storage: the banner rehydrates after its first render,
      // so server and client markup agree.
      skipHydration: true,
    },
  ),
);
