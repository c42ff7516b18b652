import { z } from "zod";
import {
  ANALYTICS_BUCKETS,
  ANALYTICS_CUSTOM_RANGE_MAX_DAYS,
  ANALYTICS_DEFAULT_JOB_FILTER,
  ANALYTICS_DEFAULT_PERIOD,
  ANALYTICS_JOB_FILTERS,
  ANALYTICS_JOB_SORTS,
  ANALYTICS_JOBS_MAX_PAGE_SIZE,
  ANALYTICS_JOBS_PAGE_SIZE,
  ANALYTICS_PERIODS,
  ANALYTICS_SELECTED_JOBS_MAX,
  ANALYTICS_SOURCES,
  COMPANY_TIME_ZONES,
  JOB_TABLE_STEP_TYPES,
} from "./analytics-contract";
import { SORT_DIRECTIONS } from "@/server/modules/pipeline/pipeline-contract";
import { JOB_STATUSES } from "@/server/modules/jobs/job-listing-contract";

/**
 * The API contract of hiring analytics (issue 16). Endpoints (all under /api; view on
 * analyticsGeneral; a member's figures cover only the jobs they may view):
 *
 * - GET /v1/job-portal/company/{id}/stats              analyticsQuerySchema → analyticsStatsSchema
 * - GET /v1/job-portal/company/{id}/avg-response-time  analyticsQuerySchema → avgResponseTimeSchema
 * - GET /v1/job-portal/company/{id}/stats/jobs         analyticsJobsQuerySchema → analyticsJobsPageSchema (the per-job table)
 *
 * {id} is the caller's company; another company's id answers 404. Every figure with a comparison
 * carries the same figure for the previous period of equal length (null for All Time).
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = z
  .string()
  .regex(DAY_PATTERN, "Use a date as YYYY-MM-DD")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Not a real date");

/** One value or the query parameter repeated (?jobIds=a&jobIds=b). */
const repeatedUuids = z
  .union([z.uuid({ error: "Not a job id" }), z.array(z.uuid({ error: "Not a job id" }))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? [...new Set(value)] : [value]));

/** The filters of spec 3, as query parameters. Custom needs from and to (company calendar days, inclusive). */
export const analyticsQuerySchema = z
  .object({
    jobFilter: z.enum(ANALYTICS_JOB_FILTERS, { error: `Use one of ${ANALYTICS_JOB_FILTERS.join(", ")}` }).default(ANALYTICS_DEFAULT_JOB_FILTER),
    jobIds: repeatedUuids,
    period: z.enum(ANALYTICS_PERIODS, { error: `Use one of ${ANALYTICS_PERIODS.join(", ")}` }).default(ANALYTICS_DEFAULT_PERIOD),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.jobFilter === "selectedJob" && query.jobIds.length === 0) {
      ctx.addIssue({ code: "custom", path: ["jobIds"], message: "Choose at least one job" });
    }
    if (query.jobIds.length > ANALYTICS_SELECTED_JOBS_MAX) {
      ctx.addIssue({ code: "custom", path: ["jobIds"], message: `Choose at most ${ANALYTICS_SELECTED_JOBS_MAX} jobs` });
    }
    if (query.period !== "custom") return;
    if (!query.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose the first day" });
    if (!query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose the last day" });
    if (query.from && query.to) {
      if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day comes before the first" });
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days > ANALYTICS_CUSTOM_RANGE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `Choose at most ${ANALYTICS_CUSTOM_RANGE_MAX_DAYS} days` });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;

/** A figure now and in the previous period of equal length. null: undefined (no data, or no previous period for All Time). */
export const comparedSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type Compared = z.infer<typeof comparedSchema>;

/** The period the figures cover, resolved on the server in the company's time zone. */
export const analyticsRangeSchema = z.object({
  jobFilter: z.enum(ANALYTICS_JOB_FILTERS),
  period: z.enum(ANALYTICS_PERIODS),
  timeZone: z.enum(COMPANY_TIME_ZONES),
  /** First and last calendar day of the period (inclusive); from is null for All Time with no data yet. */
  from: z.string().nullable(),
  to: z.string(),
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  /** The jobs the figures cover (after the filter and the member's job access). */
  jobCount: z.number().int(),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

export const funnelStageSchema = z.object({
  /** A step type (across jobs) or the step's stepKey (one selected job). */
  key: z.string(),
  name: z.string(),
  /** Applicants of the period who have reached this stage or a later one. */
  reached: z.number().int(),
  /** reached / the previous stage's reached; null for the first stage or when the previous is 0. */
  conversion: z.number().nullable(),
  /** The previous stage's reached minus this one's (0 for the first stage). */
  dropOff: z.number().int(),
});

export const analyticsStatsSchema = z.object({
  range: analyticsRangeSchema,
  summary: z.object({
    applicants: comparedSchema,
    publishedJobs: comparedSchema,
    applicantsPerJob: comparedSchema,
    shortlisted: comparedSchema,
    offered: comparedSchema,
  }),
  /** Every bucket of the period, zero-filled, oldest first; start is the bucket's first calendar day. */
  applicantsOverTime: z.array(z.object({ start: z.string(), applicants: z.number().int() })),
  funnel: z.object({
    basis: z.enum(["job", "stepType"]),
    stages: z.array(funnelStageSchema),
    /** Applicants of the period now in a Rejected step. */
    rejected: z.number().int(),
  }),
  speed: z.object({
    avgResponseSeconds: comparedSchema,
    timeToShortlistSeconds: comparedSchema,
    timeToOfferSeconds: comparedSchema,
    /** Average stay per stage (same keys as the funnel), for moves out of it made in the period. */
    timeInStep: z.array(z.object({ key: z.string(), name: z.string(), avgSeconds: z.number().nullable(), moves: z.number().int() })),
  }),
  sources: z.array(
    z.object({
      source: z.enum(ANALYTICS_SOURCES),
      applicants: z.number().int(),
      shortlisted: z.number().int(),
      offered: z.number().int(),
    }),
  ),
  /** Members with any decision or email in the period, most active first. */
  team: z.array(z.object({ userId: z.string(), name: z.string(), decisions: z.number().int(), emails: z.number().int() })),
});
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;

export const avgResponseTimeSchema = z.object({
  range: analyticsRangeSchema,
  avgResponseSeconds: comparedSchema,
  /** Applicants of the period with a first response, and those still waiting for one. */
  responded: z.number().int(),
  waiting: z.number().int(),
});
export type AvgResponseTime = z.infer<typeof avgResponseTimeSchema>;

export const analyticsJobsQuerySchema = z.object({
  sort: z.enum(ANALYTICS_JOB_SORTS, { error: `Use one of ${ANALYTICS_JOB_SORTS.join(", ")}` }).default("applicants"),
  sortDir: z.enum(SORT_DIRECTIONS, { error: "Use asc or desc" }).default("desc"),
  page: z.coerce.number({ error: "Give a number" }).int("Give a whole number").min(1, "Pages start at 1").default(1),
  limit: z.coerce
    .number({ error: "Give a number" })
    .int("Give a whole number")
    .min(1, "At least 1")
    .max(ANALYTICS_JOBS_MAX_PAGE_SIZE, `At most ${ANALYTICS_JOBS_MAX_PAGE_SIZE}`)
    .default(ANALYTICS_JOBS_PAGE_SIZE),
});
/** The per-job table takes the page's filters plus its own sort and page. */
export const analyticsJobsRequestSchema = z.intersection(analyticsQuerySchema, analyticsJobsQuerySchema);
export type AnalyticsJobsRequest = z.infer<typeof analyticsJobsRequestSchema>;

export const analyticsJobRowSchema = z.object({
  jobId: z.string(),
  role: z.string(),
  status: z.enum(JOB_STATUSES),
  publishedAt: z.string().nullable(),
  /** All applicants of the job, whenever they applied. */
  applicants: z.number().int(),
  /** Applicants who applied in the period. */
  newApplicants: z.number().int(),
  /** Applicants now in a step of each type (all time). */
  inStep: z.record(z.enum(JOB_TABLE_STEP_TYPES), z.number().int()),
  /** Average response time of the period's applicants; null when none was answered. */
  avgResponseSeconds: z.number().nullable(),
});
export type AnalyticsJobRow = z.infer<typeof analyticsJobRowSchema>;

export const analyticsJobsPageSchema = z.object({
  range: analyticsRangeSchema,
  rows: z.array(analyticsJobRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AnalyticsJobsPage = z.infer<typeof analyticsJobsPageSchema>;
