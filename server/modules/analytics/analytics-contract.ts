/**
 * Hiring analytics (issue 16): the constants and labels the API and the portal share. No runtime
 * dependencies, so the portal may import values from here without pulling in zod.
 */
import type { StepType } from "@/server/modules/jobs/jobs-contract";

/** Spec 3 Analytics filters: which jobs the figures cover. */
export const ANALYTICS_JOB_FILTERS = ["allJob", "allActiveJob", "selectedJob"] as const;
export type AnalyticsJobFilter = (typeof ANALYTICS_JOB_FILTERS)[number];
export const ANALYTICS_JOB_FILTER_LABELS: Record<AnalyticsJobFilter, string> = {
  allJob: "All Jobs",
  allActiveJob: "All Active Jobs",
  selectedJob: "Selected Jobs",
};

/** Spec 3 Analytics filters: the period and its labels, word for word. */
export const ANALYTICS_PERIODS = ["allTime", "daily", "weekly", "monthly", "custom"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  allTime: "All Time",
  daily: "Today",
  weekly: "Last 7 Days",
  monthly: "Last 30 Days",
  custom: "Custom",
};
/** How many whole calendar days (in the company's time zone, ending today) each rolling period covers. */
export const ANALYTICS_PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const satisfies Partial<Record<AnalyticsPeriod, number>>;
export const ANALYTICS_DEFAULT_PERIOD: AnalyticsPeriod = "monthly";
export const ANALYTICS_DEFAULT_JOB_FILTER: AnalyticsJobFilter = "allJob";

/** selectedJob names at most this many jobs. */
export const ANALYTICS_SELECTED_JOBS_MAX = 50;
/** A custom range spans at most this many days (two years). */
export const ANALYTICS_CUSTOM_RANGE_MAX_DAYS = 731;

/** The chart's bucket: by day up to 31 days, by week up to 26 weeks, by month beyond. */
export const ANALYTICS_BUCKETS = ["day", "week", "month"] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];
export const DAY_BUCKET_MAX_DAYS = 31;
export const WEEK_BUCKET_MAX_DAYS = 182;

/**
 * The company's time zone: periods start and end at its midnight. Indonesia's three zones
 * (spec 9 labels WIB, WITA, WIT); companies default to WIB.
 */
export const COMPANY_TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type CompanyTimeZone = (typeof COMPANY_TIME_ZONES)[number];
export const COMPANY_TIME_ZONE_LABELS: Record<CompanyTimeZone, "WIB" | "WITA" | "WIT"> = {
  "Asia/Jakarta": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
};
export const DEFAULT_COMPANY_TIME_ZONE: CompanyTimeZone = "Asia/Jakarta";

/** Where applicants came from: every source the product records on an application. */
export const ANALYTICS_SOURCES = ["applicant", "import", "recommendation"] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];
export const ANALYTICS_SOURCE_LABELS: Record<AnalyticsSource, string> = {
  applicant: "Careers page",
  import: "Import",
  recommendation: "Talent Search invitation",
};

/**
 * The funnel across jobs follows step types in this order (a job's own steps when one job is
 * selected). Rejected is not a stage: it is where applicants drop off.
 */
export const FUNNEL_STEP_TYPE_ORDER = ["notProcessed", "approached", "accepted", "techTest", "custom"] as const satisfies readonly StepType[];
export const FUNNEL_STEP_TYPE_LABELS: Record<(typeof FUNNEL_STEP_TYPE_ORDER)[number], string> = {
  notProcessed: "CV Screening",
  approached: "Approached",
  accepted: "CV Shortlisted",
  techTest: "Tech Test",
  custom: "Interviews and other steps",
};

/** The per-job table's columns of current step counts, by step type (Rejected included). */
export const JOB_TABLE_STEP_TYPES = ["notProcessed", "approached", "accepted", "techTest", "custom", "rejected"] as const satisfies readonly StepType[];

export const ANALYTICS_JOB_SORTS = ["applicants", "newApplicants", "role", "avgResponse", "publishedAt"] as const;
export type AnalyticsJobSort = (typeof ANALYTICS_JOB_SORTS)[number];
export const ANALYTICS_JOBS_PAGE_SIZE = 20;
export const ANALYTICS_JOBS_MAX_PAGE_SIZE = 100;

/**
 * What each figure means, shown one hover away on the page and in the CSV's header notes. The
 * server computes exactly these; change both together.
 */
export const ANALYTICS_DEFINITIONS = {
  applicants: "People who applied to the chosen jobs in the period (careers page, import or Talent Search invitation).",
  publishedJobs: "Jobs first published in the period.",
  applicantsPerJob: "Applicants in the period divided by the chosen jobs that were open at some time in the period.",
  shortlisted: "Applicants of the period who have reached CV Shortlisted.",
  offered: "Applicants of the period who have reached the Offering Stage.",
  funnel: "Of the applicants of the period, how many have reached each step so far; conversion is against the step before.",
  avgResponseTime: "Average time from applying to the first action of your team on the application (a move, an email, a note or a case study).",
  timeToShortlist: "Average time from applying to reaching CV Shortlisted, for the applicants of the period who reached it.",
  timeToOffer: "Average time from applying to reaching the Offering Stage, for the applicants of the period who reached it.",
  timeInStep: "Average time applicants stayed in each step before moving on, for moves made in the period.",
  sources: "Applicants of the period by where they came from, and how many of them reached CV Shortlisted and the Offering Stage.",
  team: "Status changes (decisions) and emails sent by each member in the period.",
} as const;
export type AnalyticsFigure = keyof typeof ANALYTICS_DEFINITIONS;

export const ANALYTICS_ERROR_CODES = {
  jobsNotFound: "ANALYTICS_JOBS_NOT_FOUND",
} as const;
