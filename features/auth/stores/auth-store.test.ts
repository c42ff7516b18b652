import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { initialAuthData, useAuthStore } from "./auth-store";

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.auth) ?? "null")?.state;

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.setState(initialAuthData);
  await useAuthStore.persist.rehydrate();
});

describe("auth store", () => {
  it("counts one login per sign-in, saved to localStorage under the auth key", () => {
    const { incrementLoginCount } = useAuthStore.getState();
    incrementLoginCount();
    incrementLoginCount();
    expect(useAuthStore.getState().loginCount).toBe(2);
    expect(stored().loginCount).toBe(2);
  });

  it("sets and unsets the complete-profile-modal-seen flag", () => {
    useAuthStore.getState().setCompleteProfileModalSeen(true);
    expect(stored().completeProfileModalSeen).toBe(true);
    useAuthStore.getState().setCompleteProfileModalSeen(false);
    expect(useAuthStore.getState().completeProfileModalSeen).toBe(false);
  });

  it("restores the persisted state on rehydration", async () => {
    useAuthStore.getState().incrementLoginCount();
    const saved = window.localStorage.getItem(STORAGE_KEYS.auth)!;
    useAuthStore.setState(initialAuthData); // a fresh page: empty memory, storage as it was
    window.localStorage.setItem(STORAGE_KEYS.auth, saved);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().loginCount).toBe(1);
  });

  it("keeps no copy of the user: an entry saved by the older store loses its user data on load", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ version: 1, state: { userData: { email: "old@demo-company.test" }, isDataFilled: true, loginCount: 4, completeProfileModalSeen: true } }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ loginCount: 4, completeProfileModalSeen: true });
    expect(stored()).toEqual({ loginCount: 4, completeProfileModalSeen: true });
  });

  it("on sign-out clears the three stored items and keeps the counter and the modal flag", () => {
    const state = useAuthStore.getState();
    state.incrementLoginCount();
    state.setCompleteProfileModalSeen(true);
    window.localStorage.setItem(STORAGE_KEYS.hiddenTalentBannerJobs, JSON.stringify(["job-1"]));
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, "{}");
    window.sessionStorage.setItem(STORAGE_KEYS.preRegistration, "{}");
    window.localStorage.setItem("sidebar-expanded", "false");

    useAuthStore.getState().signOut();

    expect(useAuthStore.getState()).toMatchObject({ loginCount: 1, completeProfileModalSeen: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.hiddenTalentBannerJobs)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.preRegistration)).toBeNull();
    // Not the person's data: a UI preference survives.
    expect(window.localStorage.getItem("sidebar-expanded")).toBe("false");
  });
});
