import type { NotificationData } from "@/server/db/schema/notifications";
import type { NotificationCategory, NotificationType } from "./notifications-contract";

/** What a template may mention. Every field is optional: a template reads what its event gives. */
export type NotificationParams = {
  jobTitle?: string;
  applicantName?: string;
  companyName?: string;
  memberName?: string;
  planName?: string;
  stepName?: string;
  count?: number;
  limit?: number;
  days?: number;
  date?: string;
  award?: string;
  reason?: string;
  /** A file format, e.g. "CSV". */
  format?: string;
};

/** The subject ids a notification carries (spec 3 data), which also build its destination. */
export type NotificationSubject = Pick<NotificationData, "jobId" | "jobApplicationId" | "recruitmentStepId" | "userCompanyId">;

type CatalogEntry = {
  category: NotificationCategory;
  /** The call to action shown with the item. */
  action: string;
  title: (params: NotificationParams) => string;
  body: (params: NotificationParams) => string;
  /** Where clicking the item leads (spec 3 pageUrl and pageName). */
  page: (subject: NotificationSubject) => { pageUrl: string; pageName: string };
};

const plural = (count: number | undefined, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count ?? "Some"} ${many}`);
const theJob = (params: NotificationParams) => params.jobTitle ?? "your job post";

const candidatesPage = (subject: NotificationSubject) =>
  subject.jobId
    ? {
        pageUrl: `/job-post/${subject.jobId}/candidates${subject.recruitmentStepId ? `?recruitmentStepId=${subject.recruitmentStepId}` : ""}`,
        pageName: "Candidates",
      }
    : { pageUrl: "/job-post", pageName: "Job Post" };

// The applications table, where an export's file is downloaded.
const applicationsPage = (subject: NotificationSubject) =>
  subject.jobId ? { pageUrl: `/job-post/${subject.jobId}/applications`, pageName: "Applications" } : { pageUrl: "/job-post", pageName: "Job Post" };

const applicantPage = (subject: NotificationSubject) =>
  subject.jobId && subject.jobApplicationId
    ? { pageUrl: `/job-post/${subject.jobId}/candidates/${subject.jobApplicationId}`, pageName: "Applicant" }
    : candidatesPage(subject);

const subscriptionPage = () => ({ pageUrl: "/settings/subscription", pageName: "Subscription" });
const upgradePage = () => ({ pageUrl: "/subscription", pageName: "Subscription" });
const companyProfilePage = () => ({ pageUrl: "/company/profile", pageName: "Company Profile" });
const manageTeamPage = (subject: NotificationSubject) => ({
  pageUrl: subject.userCompanyId ? `/manage-team?userCompanyId=${subject.userCompanyId}` : "/manage-team",
  pageName: "Manage Team",
});

/**
 * Every notification type of spec 3: its tab, its words and its destination. Services raising an
 * event name the type and pass the params; callers that already word their own title and body (the
 * team and subscription modules) keep them, and the catalogue still fixes the category and fills a
 * missing destination.
 */
export const NOTIFICATION_CATALOG: Record<NotificationType, CatalogEntry> = {
  applicantsReceived: {
    category: "applicant",
    action: "View Applicant",
    title: (p) => `New applicant for ${theJob(p)}`,
    body: (p) => `${p.applicantName ?? "Someone"} applied to ${theJob(p)}. Review the application while it is fresh.`,
    page: applicantPage,
  },
  processApplicantsReminderReceived: {
    category: "applicant",
    action: "Review Applicants",
    title: (p) => `${plural(p.count, "applicant is", "applicants are")} waiting for you`,
    body: (p) =>
      `${plural(p.count, "applicant", "applicants")} of ${theJob(p)} ${p.count === 1 ? "has" : "have"} waited more than ${p.days ?? 3} days in CV Screening.`,
    page: candidatesPage,
  },
  jobInterviewReminderReceived: {
    category: "applicant",
    action: "View Applicant",
    title: (p) => `Interview ${p.date ? `on ${p.date}` : "coming up"}`,
    body: (p) => `Your interview with ${p.applicantName ?? "a candidate"} for ${theJob(p)} is ${p.date ? `on ${p.date}` : "coming up"}.`,
    page: applicantPage,
  },
  jobTechnicalTestAssessmentReminderReceived: {
    category: "applicant",
    action: "Assess Test",
    title: () => "A technical test deadline is near",
    body: (p) => `${p.applicantName ?? "A candidate"}'s technical test for ${theJob(p)} is due within 12 hours.`,
    page: applicantPage,
  },
  jobTechTestDeadlineExtensionReceived: {
    category: "applicant",
    action: "View Applicant",
    title: () => "A technical test deadline was extended",
    body: (p) => `The deadline of ${p.applicantName ?? "a candidate"}'s technical test for ${theJob(p)} was extended.`,
    page: applicantPage,
  },
  jobTechTestSubmittedReceived: {
    category: "applicant",
    action: "View Submission",
    title: () => "Technical test submitted",
    body: (p) => `${p.applicantName ?? "A candidate"} submitted the technical test for ${theJob(p)}.`,
    page: applicantPage,
  },
  studentRecommendationSetReady: {
    category: "applicant",
    action: "See Recommendations",
    title: () => "Your talent recommendations are ready",
    body: (p) => `We picked ${plural(p.count, "talent", "talents")} who match ${theJob(p)}.`,
    // For You, narrowed to the job whose set is ready.
    page: (subject) => ({ pageUrl: subject.jobId ? `/explore-talents?tab=forYou&jobId=${subject.jobId}` : "/explore-talents?tab=forYou", pageName: "Talent Search" }),
  },
  employerCustomStepAnnouncementReceived: {
    category: "job",
    action: "Open Job",
    title: (p) => `Update on ${p.stepName ?? "a hiring step"}`,
    body: (p) => `${p.stepName ?? "A hiring step"} of ${theJob(p)} has news for your team.`,
    page: candidatesPage,
  },
  exportApplicationsSuccess: {
    category: "job",
    action: "Download",
    title: () => "Your applicant export is ready",
    body: (p) =>
      `The ${p.format ? `${p.format} ` : ""}export of ${theJob(p)}'s applicants is ready${p.count === undefined ? "" : ` (${plural(p.count, "application", "applications")})`}. ` +
      `Download it within ${p.days ?? 7} days.`,
    page: applicationsPage,
  },
  exportApplicationsFailed: {
    category: "job",
    action: "Try Again",
    title: () => "Your applicant export failed",
    body: (p) => `We could not export ${theJob(p)}'s applicants${p.reason ? `: ${p.reason}` : ""}. Please try again.`,
    page: applicationsPage,
  },
  companyTrialSubsActivated: {
    category: "subscription",
    action: "See Plan",
    title: () => "Your free trial is active",
    body: (p) => `Your ${p.days ?? 14}-day free trial has started. Post jobs, invite your team and find talents.`,
    page: subscriptionPage,
  },
  jobPostTrialLimitReached: {
    category: "subscription",
    action: "Upgrade Plan",
    title: () => "Your trial's job post limit is reached",
    body: (p) => `Your free trial includes ${plural(p.limit, "job post", "job posts")}. Upgrade your plan to post more jobs.`,
    page: upgradePage,
  },
  companyMemberTrialLimitReached: {
    category: "subscription",
    action: "Upgrade Plan",
    title: () => "Your trial's team limit is reached",
    body: (p) => `Your free trial includes ${plural(p.limit, "team member", "team members")}. Upgrade your plan to invite more of your team.`,
    page: upgradePage,
  },
  companySubscriptionPurchased: {
    category: "subscription",
    action: "See Plan",
    title: (p) => `Your ${p.planName ?? "new"} plan is active`,
    body: (p) => `${p.companyName ?? "Your company"} can now post jobs and invite the team on the ${p.planName ?? "new"} plan.`,
    page: subscriptionPage,
  },
  companyTrialSubsUpgraded: {
    category: "subscription",
    action: "See Plan",
    title: (p) => `Upgraded to ${p.planName ?? "a paid plan"}`,
    body: (p) => `Your trial was upgraded to the ${p.planName ?? "paid"} plan. Everything you set up during the trial is kept.`,
    page: subscriptionPage,
  },
  awardedAsBestCompany: {
    category: "company",
    action: "See Profile",
    title: (p) => `${p.companyName ?? "Your company"} is a Best Company${p.award ? ` ${p.award}` : ""}`,
    body: () => "Candidates now see the award on your company profile and careers page.",
    page: companyProfilePage,
  },
  completeCompanyFeaturedMembersReminderReceived: {
    category: "company",
    action: "Complete Profile",
    title: () => "Feature your team on the company profile",
    body: () => "Candidates trust companies that show who they will work with. Add team photos and invite your colleagues.",
    page: companyProfilePage,
  },
  invitedEmployerJoinReceived: {
    category: "company",
    action: "Open Manage Team",
    title: (p) => `${p.memberName ?? "A new member"} joined your team`,
    body: (p) => `${p.memberName ?? "A new member"} can now use the hiring portal${p.companyName ? ` for ${p.companyName}` : ""}.`,
    page: manageTeamPage,
  },
  userCompanyPermissionChangedReceived: {
    category: "company",
    action: "Open",
    title: () => "Your access was updated",
    body: () => "Your Admin changed what you can access in the hiring portal.",
    page: () => ({ pageUrl: "/", pageName: "Home" }),
  },
};

/** The words and destination of a type for an event's params and subject. */
export function renderNotification(type: NotificationType, params: NotificationParams, subject: NotificationSubject) {
  const entry = NOTIFICATION_CATALOG[type];
  return { category: entry.category, action: entry.action, title: entry.title(params), body: entry.body(params), ...entry.page(subject) };
}
