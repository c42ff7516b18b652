import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";

/**
 * The recruitment pipeline's vocabulary (issue 7): spec 3's filters and sort options, the
 * decisions a recruiter takes, and the kinds of timeline records. Server and portal share it.
 */

/** Spec 3 Filters, years of experience: each option covers spec 3 experience level codes. */
export const YEARS_OF_EXPERIENCE_FILTERS = [
  { key: "FG", label: "FG", levels: [0] },
  { key: "1-3", label: "1-3", levels: [5] },
  { key: "4-5", label: "4-5", levels: [6] },
  { key: "5+", label: "5+", levels: [7] },
  // Students: not final year (college years 1-3) and final year (year 4).
  { key: "NFY", label: "NFY", levels: [1, 2, 3] },
  { key: "FY", label: "FY", levels: [4] },
  { key: "Others", label: "Others", levels: [8] },
] as const;
export type YearsOfExperienceFilter = (typeof YEARS_OF_EXPERIENCE_FILTERS)[number]["key"];

export const GENDERS = ["male", "female"] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: "Male", female: "Female" };

export const SCHOOL_TYPES = ["local", "international", "topReputation"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = { local: "Local", international: "International", topReputation: "Top Reputation" };

export const TRAITS = ["ambitious", "strongLeadership"] as const;
export type Trait = (typeof TRAITS)[number];
export const TRAIT_LABELS: Record<Trait, string> = { ambitious: "Ambitious", strongLeadership: "Strong Leadership" };

/** Spec 3 Source filter. "applicant" covers people who applied and people a recruiter imported. */
export const SOURCE_FILTERS = ["applicant", "recommendation"] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export const SOURCE_FILTER_LABELS: Record<SourceFilter, string> = { applicant: "Applicant", recommendation: "Recommendation" };

export const RANKS = ["top1", "top5", "top10", "top25", "others"] as const;
export type Rank = (typeof RANKS)[number];
export const RANK_LABELS: Record<Rank, string> = { top1: "Top 1%", top5: "Top 5%", top10: "Top 10%", top25: "Top 25%", others: "Others" };

export const COMPANY_TYPES = ["microSmall", "medium", "tech", "corporate", "gov", "multinational", "socialEnterprise", "agency"] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  microSmall: "Micro/Small",
  medium: "Medium",
  tech: "Tech",
  corporate: "Corporate",
  gov: "Gov",
  multinational: "Multinational",
  socialEnterprise: "Social Enterprise",
  agency: "Agency",
};

/**
 * Spec 3 Sort options. submissionDate and deadline are the tech test's (when the candidate
 * submitted, and the deadline they work to); applicationDate is when they applied. aiScore is
 * offered only while the AI candidate analyzer flag is on.
 */
export const SORT_PARAMS = ["applicationDate", "submissionDate", "deadline", "yearsOfExperience", "salary", "gpa", "toefl", "age", "aiScore"] as const;
export type SortParam = (typeof SORT_PARAMS)[number];
export const SORT_PARAM_LABELS: Record<SortParam, string> = {
  applicationDate: "Application date",
  submissionDate: "Submission date",
  deadline: "Deadline",
  yearsOfExperience: "Years of experience",
  salary: "Salary",
  gpa: "GPA",
  toefl: "TOEFL",
  age: "Age",
  aiScore: "AI match score",
};
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Decisions on applicants. Spec 4 tracks approached (consider), accepted (shortlist) and rejected
 * (reject); moveToStep moves to any step of the job, entering the step's status.
 */
export const DECISIONS = ["accepted", "approached", "rejected", "moveToStep"] as const;
export type Decision = (typeof DECISIONS)[number];

/** The ed_ analytics events a decision and its undo send (spec 4: each is tracked). */
export const DECISION_EVENTS: Record<Decision, string> = {
  accepted: "ed_applicant_shortlisted",
  approached: "ed_applicant_considered",
  rejected: "ed_applicant_rejected",
  moveToStep: "ed_applicant_moved",
};
export const DECISION_UNDONE_EVENT = "ed_applicant_action_undone";

/** The status a decision gives when the job has no step of that kind to move into. */
export const DECISION_STATUS: Record<Exclude<Decision, "moveToStep">, ApplicationStatus> = {
  accepted: "accepted",
  approached: "approached",
  rejected: "rejected",
};

/** What the activity timeline records: every status change, email and note, with who and when. */
export const APPLICATION_EVENT_TYPES = [
  "applied",
  "imported",
  "statusChanged",
  "emailSent",
  "noteAdded",
  "techTestSent",
  "techTestConfirmed",
  "techTestSubmitted",
  "techTestExpired",
  "techTestDeadlineExtended",
  "techTestReminderSent",
  "analyzed",
  "interviewScheduled",
  "interviewRescheduled",
  "interviewCancelled",
] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

/** Who acted: a company member (actorUserId set), the candidate, or the system (jobs, imports). */
export const APPLICATION_EVENT_ACTORS = ["member", "candidate", "system"] as const;
export type ApplicationEventActor = (typeof APPLICATION_EVENT_ACTORS)[number];

/** Spec 9: notes at most 300 characters. */
export const NOTE_MAX_LENGTH = 300;

export const APPLICATION_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ApplicationExportFormat = (typeof APPLICATION_EXPORT_FORMATS)[number];
/** An export's file is downloadable for 7 days. */
export const EXPORT_RETENTION_DAYS = 7;
