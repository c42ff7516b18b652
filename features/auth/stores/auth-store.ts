import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * The part of spec 3's "Auth state" that no server answer holds: the login counter and the
 * complete-profile-modal flag, persisted to localStorage (spec 4). The user, company, subscription,
 * usage and upgrade flag live in the React Query cache of GET /v1/users/me and
 * /v1/job-portal/me/company, which the server renders and hands over; mirroring them here would
 * keep a second, staler copy of the same facts.
 */
export type AuthData = {
  loginCount: number;
  completeProfileModalSeen: boolean;
};

type AuthActions = {
  /** Spec 4: the login counter increments by one per sign-in. */
  incrementLoginCount: () => void;
  setCompleteProfileModalSeen: (seen: boolean) => void;
  /**
   * Spec 4: sign-out clears the stored items of SIGN_OUT_CLEARED_KEYS (the user, company,
   * subscription, usage and upgrade flag go with the query cache, see clearLocalSession).
   */
  signOut: () => void;
};

export type AuthState = AuthData & AuthActions;

export const initialAuthData: AuthData = { loginCount: 0, completeProfileModalSeen: false };

function removeStoredItems(): void {
  if (typeof window === "undefined") return;
  for (const key of SIGN_OUT_CLEARED_KEYS) {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  }
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initialAuthData,
      incrementLoginCount: () => set((state) => ({ loginCount: state.loginCount + 1 })),
      setCompleteProfileModalSeen: (seen) => set({ completeProfileModalSeen: seen }),
      // The login counter and the modal flag outlive the session.
      signOut: () => removeStoredItems(),
    }),
    {
      name: STORAGE_KEYS.auth,
      // Version 2 dropped the mirrored user data; older entries keep only what is still ours.
      version: 2,
      migrate: (persisted) => {
        const old = (persisted ?? {}) as Partial<AuthData>;
        return { loginCount: old.loginCount ?? 0, completeProfileModalSeen: old.completeProfileModalSeen ?? false };
      },
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ loginCount, completeProfileModalSeen }): AuthData => ({ loginCount, completeProfileModalSeen }),
      // The server renders without storage; AuthSession rehydrates after the first client render,
      // so server and client markup agree.
      skipHydration: true,
    },
  ),
);
