import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { STORAGE_KEYS } from "@/lib/storage-keys";

/**
 * Spec 3: pre-registration holds an email. It is the address awaiting a mailed code (sign-up
 * verification or a password reset), kept in sessionStorage so a reload of the code page keeps it
 * without putting the address in the URL.
 */
type PreRegistrationState = {
  email: string | null;
  setEmail: (email: string | null) => void;
};

export const usePreRegistrationStore = create<PreRegistrationState>()(
  persist(
    (set) => ({
      email: null,
      setEmail: (email) => set({ email }),
    }),
    {
      name: STORAGE_KEYS.preRegistration,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ email }) => ({ email }),
      skipHydration: true,
    },
  ),
);
