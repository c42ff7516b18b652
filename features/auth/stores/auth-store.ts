import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyData } from "@/server/modules/companies/companies-schemas";
import type { CompanySubscription, SubscriptionUsage } from "@/server/modules/subscriptions/subscriptions-schemas";
import { SIGN_OUT_CLEARED_KEYS, STORAGE_KEYS } from "@/lib/storage-keys";

/** Spec 3 "Auth state", persisted to localStorage (spec 4: setting auth data saves it). */
export type AuthData = {
  userData: CurrentUser | null;
  isDataFilled: boolean;
  companyData: CompanyData | null;
  subscription: CompanySubscription | null;
  needUpgradePlan: boolean;
  subscriptionUsage: SubscriptionUsage | null;
  loginCount: number;
  completeProfileModalSeen: boolean;
};

type AuthActions = {
  setAuthData: (data: Partial<Omit<AuthData, "loginCount">>) => void;
  /** Spec 4: the login counter increments by one per sign-in. */
  incrementLoginCount: () => void;
  setCompleteProfileModalSeen: (seen: boolean) => void;
  /** Spec 4: clears the signed-in person's data and the stored items listed in SIGN_OUT_CLEARED_KEYS. */
  signOut: () => void;
};

export type AuthState = AuthData & AuthActions;

export const initialAuthData: AuthData = {
  userData: null,
  isDataFilled: false,
  companyData: null,
  subscription: null,
  needUpgradePlan: false,
  subscriptionUsage: null,
  loginCount: 0,
  completeProfileModalSeen: false,
};

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
      setAuthData: (data) => set(data),
      incrementLoginCount: () => set((state) => ({ loginCount: state.loginCount + 1 })),
      setCompleteProfileModalSeen: (seen) => set({ completeProfileModalSeen: seen }),
      signOut: () => {
        // Exactly what spec 4 lists; the login counter and the modal flag outlive the session.
        set({
          userData: null,
          companyData: null,
          subscription: null,
          subscriptionUsage: null,
          needUpgradePlan: false,
        });
        removeStoredItems();
      },
    }),
    {
      name: STORAGE_KEYS.auth,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ userData, isDataFilled, companyData, subscription, needUpgradePlan, subscriptionUsage, loginCount, completeProfileModalSeen }): AuthData => ({
        userData,
        isDataFilled,
        companyData,
        subscription,
        needUpgradePlan,
        subscriptionUsage,
        loginCount,
        completeProfileModalSeen,
      }),
      // The server renders without storage; AuthSession rehydrates after the first client render,
      // so server and client markup agree.
      skipHydration: true,
    },
  ),
);
