/**
 * Names of what the portal keeps in the browser's storage, in one place so features that never
 * import each other still agree on them (the auth feature clears some of them on sign-out).
 */
export const STORAGE_KEYS = {
  /** The persisted auth state of spec 3 (localStorage). */
  auth: "auth-storage",
  /** Jobs whose hidden-talent banner the user dismissed (localStorage). */
  hiddenTalentBannerJobs: "hidden-talent-banner-job-ids",
  /** The unfinished onboarding form, so a reload loses nothing (localStorage). */
  onboardingDraft: "onboarding-draft",
  /** The email a sign-up is verifying (spec 3 "Pre-registration holds an email"; sessionStorage). */
  preRegistration: "pre-registration",
  /** The notifications page's 'Only show unread' switch (spec 2.8, localStorage). */
  notificationsOnlyUnread: "notifications-only-unread",
  /** The id of the job draft an unfinished /job-post/create started, so returning offers to continue it (localStorage). */
  jobWizardDraft: "job-wizard-draft-id",
} as const;

/**
 * Spec 4: besides the auth state, sign-out clears the hidden-talent-banner job list and two other
 * stored items; ours are the onboarding draft and the pre-registration email, which belong to the
 * person who was signed in and must not reach the next one on a shared browser.
 */
export const SIGN_OUT_CLEARED_KEYS = [
  STORAGE_KEYS.hiddenTalentBannerJobs,
  STORAGE_KEYS.onboardingDraft,
  STORAGE_KEYS.preRegistration,
] as const;
