import type { AnalyticsJobRow, AnalyticsJobsPage, AnalyticsRange, AnalyticsStats, AvgResponseTime } from "@/server/modules/analytics/analytics-schemas";

export const COMPANY_ID = "11111111-1111-4111-8111-111111111111";
export const JOB_A = "22222222-2222-4222-8222-222222222222";
export const JOB_B = "33333333-3333-4333-8333-333333333333";

export function analyticsRange(overrides: Partial<AnalyticsRange> = {}): AnalyticsRange {
  return {
    jobFilter: "allJob",
    period: "weekly",
    timeZone: "Asia/Jakarta",
    from: "2026-11-19",
    to: "2026-11-25",
    previousFrom: "2026-11-12",
    previousTo: "2026-11-18",
    bucket: "day",
    jobCount: 2,
    ...overrides,
  };
}

/** A week of figures, built to the API's schema; every number is distinct so a test can find it. */
export function analyticsStats(overrides: Partial<AnalyticsStats> = {}): AnalyticsStats {
  return {
    range: analyticsRange(),
    summary: {
      applicants: { current: 12, previous: 8 },
      publishedJobs: { current: 2, previous: 2 },
      applicantsPerJob: { current: 6, previous: 8 },
      shortlisted: { current: 5, previous: 4 },
      offered: { current: 1, previous: 0 },
    },
    applicantsOverTime: [
      { start: "2026-11-19", applicants: 3 },
      { start: "2026-11-20", applicants: 0 },
      { start: "2026-11-21", applicants: 4 },
      { start: "2026-11-22", applicants: 0 },
      { start: "2026-11-23", applicants: 2 },
      { start: "2026-11-24", applicants: 1 },
      { start: "2026-11-25", applicants: 2 },
    ],
    funnel: {
      basis: "stepType",
      stages: [
        { key: "notProcessed", name: "CV Screening", reached: 12, conversion: null, dropOff: 0 },
        { key: "accepted", name: "CV Shortlisted", reached: 5, conversion: 5 / 12, dropOff: 7 },
        { key: "custom", name: "Interviews and other steps", reached: 1, conversion: 0.2, dropOff: 4 },
      ],
      rejected: 3,
    },
    speed: {
      avgResponseSeconds: { current: 45 * 60, previous: 90 * 60 },
      timeToShortlistSeconds: { current: 5 * 3600, previous: null },
      timeToOfferSeconds: { current: 3 * 86_400, previous: 2 * 86_400 },
      timeInStep: [
        { key: "notProcessed", name: "CV Screening", avgSeconds: 2 * 86_400, moves: 9 },
        { key: "accepted", name: "CV Shortlisted", avgSeconds: null, moves: 0 },
      ],
    },
    sources: [
      { source: "applicant", applicants: 10, shortlisted: 4, offered: 1 },
      { source: "import", applicants: 2, shortlisted: 1, offered: 0 },
      { source: "recommendation", applicants: 0, shortlisted: 0, offered: 0 },
    ],
    team: [{ userId: "u1", name: "Dewi Lestari", decisions: 7, emails: 3 }],
    ...overrides,
  };
}

export function avgResponseTime(overrides: Partial<AvgResponseTime> = {}): AvgResponseTime {
  return { range: analyticsRange(), avgResponseSeconds: { current: 45 * 60, previous: 90 * 60 }, responded: 9, waiting: 3, ...overrides };
}

export function jobRow(overrides: Partial<AnalyticsJobRow> = {}): AnalyticsJobRow {
  return {
    jobId: JOB_A,
    role: "Backend Engineer",
    status: "published",
    publishedAt: "2026-11-01T03:00:00.000Z",
    applicants: 30,
    newApplicants: 12,
    inStep: { notProcessed: 10, approached: 2, accepted: 5, techTest: 3, custom: 4, rejected: 6 },
    avgResponseSeconds: 7200,
    ...overrides,
  };
}

export function jobsPage(rows: AnalyticsJobRow[] = [jobRow()], overrides: Partial<AnalyticsJobsPage> = {}): AnalyticsJobsPage {
  return { range: analyticsRange(), rows, total: rows.length, page: 1, limit: 20, ...overrides };
}
