/**
 * The notification vocabulary shared by the API and the portal: spec 3's 19 types, the categories
 * the notifications page shows as tabs, and the constants of spec 9. Plain data: no server imports.
 */

/** Spec 3 Notification types, every one of them. */
export const NOTIFICATION_TYPES = [
  "processApplicantsReminderReceived",
  "applicantsReceived",
  "studentRecommendationSetReady",
  "companyTrialSubsActivated",
  "jobPostTrialLimitReached",
  "companyMemberTrialLimitReached",
  "awardedAsBestCompany",
  "companySubscriptionPurchased",
  "jobInterviewReminderReceived",
  "companyTrialSubsUpgraded",
  "jobTechnicalTestAssessmentReminderReceived",
  "completeCompanyFeaturedMembersReminderReceived",
  "jobTechTestDeadlineExtensionReceived",
  "jobTechTestSubmittedReceived",
  "employerCustomStepAnnouncementReceived",
  "invitedEmployerJoinReceived",
  "userCompanyPermissionChangedReceived",
  "exportApplicationsSuccess",
  "exportApplicationsFailed",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/**
 * The tabs of the notifications page (spec 2.8 "Tabs per category"), in display order. Each type
 * belongs to exactly one (see the catalogue); "All" is the page's own tab, not a category.
 */
export const NOTIFICATION_CATEGORIES = ["applicant", "job", "company", "subscription"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  applicant: "Applicants",
  job: "Job Posts",
  company: "Company",
  subscription: "Subscription",
};

export function isNotificationCategory(value: string): value is NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

/** Which product a notification is for: this portal. The job-seeker site has its own. */
export const NOTIFICATION_APP_TARGETS = ["employer", "talent"] as const;
export type NotificationAppTarget = (typeof NOTIFICATION_APP_TARGETS)[number];
export const EMPLOYER_APP_TARGET: NotificationAppTarget = "employer";

/** Spec 9: the notification page size and the status poll. */
export const NOTIFICATION_PAGE_SIZE = 16;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;
export const NOTIFICATION_STATUS_POLL_MS = 60_000;

/** Issue 8: applicants waiting longer than this in CV Screening make the job's team a reminder. */
export const APPLICANT_WAIT_REMINDER_DAYS = 3;
