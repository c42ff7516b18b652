import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { demoCompanyData, demoCurrentUser } from "../testing/auth-fixtures";
import { initialAuthData, useAuthStore } from "./auth-store";

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.auth) ?? "null")?.state;

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.setState(initialAuthData);
  await useAuthStore.persist.rehydrate();
});

describe("auth store", () => {
  it("saves auth data to localStorage under the auth key", () => {
    useAuthStore.getState().setAuthData({ userData: demoCurrentUser, isDataFilled: true, companyData: demoCompanyData });
    expect(stored()).toMatchObject({ userData: { email: demoCurrentUser.email }, isDataFilled: true, companyData: { id: demoCompanyData.id } });
  });

  it("counts one login per sign-in", () => {
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
    useAuthStore.getState().setAuthData({ userData: demoCurrentUser, isDataFilled: true });
    const saved = window.localStorage.getItem(STORAGE_KEYS.auth)!;
    useAuthStore.setState(initialAuthData); // a fresh page: empty memory, storage as it was
    window.localStorage.setItem(STORAGE_KEYS.auth, saved);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().userData?.email).toBe(demoCurrentUser.email);
  });

  it("on sign-out clears exactly the user, company, subscription, usage, upgrade flag and the three stored items", () => {
    const state = useAuthStore.getState();
    state.setAuthData({
      userData: demoCurrentUser,
      isDataFilled: true,
      companyData: demoCompanyData,
      subscription: demoCurrentUser.subscription,
      subscriptionUsage: demoCurrentUser.subscriptionUsage,
      needUpgradePlan: true,
    });
    state.incrementLoginCount();
    state.setCompleteProfileModalSeen(true);
    window.localStorage.setItem(STORAGE_KEYS.hiddenTalentBannerJobs, JSON.stringify(["job-1"]));
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, "{}");
    window.sessionStorage.setItem(STORAGE_KEYS.preRegistration, "{}");
    window.localStorage.setItem("sidebar-expanded", "false");

    useAuthStore.getState().signOut();

    expect(useAuthStore.getState()).toMatchObject({
      userData: null,
      companyData: null,
      subscription: null,
      subscriptionUsage: null,
      needUpgradePlan: false,
      loginCount: 1,
      completeProfileModalSeen: true,
    });
    expect(stored()).toMatchObject({ userData: null, companyData: null, loginCount: 1 });
    expect(window.localStorage.getItem(STORAGE_KEYS.hiddenTalentBannerJobs)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.preRegistration)).toBeNull();
    // Not the person's data: a UI preference survives.
    expect(window.localStorage.getItem("sidebar-expanded")).toBe("false");
  });
});
