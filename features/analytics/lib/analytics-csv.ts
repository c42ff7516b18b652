import {
  ANALYTICS_DEFINITIONS,
  ANALYTICS_JOB_FILTER_LABELS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_SOURCE_LABELS,
  COMPANY_TIME_ZONE_LABELS,
  JOB_TABLE_STEP_TYPES,
} from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsJobRow, AnalyticsStats, Compared } from "@/server/modules/analytics/analytics-schemas";
import { formatSeconds, JOB_STEP_COLUMN_LABELS } from "./analytics-format";

type Cell = string | number | null;
type Row = Cell[];

const text = (cell: Cell) => (cell === null ? "" : String(cell));
const ratio = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

const SUMMARY: [keyof AnalyticsStats["summary"], string][] = [
  ["applicants", "Applicants"],
  ["publishedJobs", "Published jobs"],
  ["applicantsPerJob", "Applicants per job"],
  ["shortlisted", "Shortlisted"],
  ["offered", "Offered"],
];
const SPEED: [Exclude<keyof AnalyticsStats["speed"], "timeInStep">, string, keyof typeof ANALYTICS_DEFINITIONS][] = [
  ["avgResponseSeconds", "Average response time", "avgResponseTime"],
  ["timeToShortlistSeconds", "Time to shortlist", "timeToShortlist"],
  ["timeToOfferSeconds", "Time to offer", "timeToOffer"],
];

const compared = (label: string, value: Compared, definition: string): Row => [label, ratio(value.current), ratio(value.previous), definition];

/**
 * The page's figures as rows of one CSV: a block per part of the page (a title row, a header row,
 * its rows, a blank line), numbers as numbers (seconds for times) so a spreadsheet can sum them.
 */
export function analyticsCsvRows(stats: AnalyticsStats, jobs: AnalyticsJobRow[]): string[][] {
  const { range } = stats;
  const rows: Row[] = [
    ["Hiring analytics"],
    ["Jobs", ANALYTICS_JOB_FILTER_LABELS[range.jobFilter]],
    ["Period", ANALYTICS_PERIOD_LABELS[range.period]],
    ["From", range.from],
    ["To", range.to],
    ["Time zone", COMPANY_TIME_ZONE_LABELS[range.timeZone]],
    ["Previous period", range.previousFrom && range.previousTo ? `${range.previousFrom} to ${range.previousTo}` : null],
    [],
    ["Summary"],
    ["Figure", "This period", "Previous period", "Definition"],
    ...SUMMARY.map(([key, label]) => compared(label, stats.summary[key], ANALYTICS_DEFINITIONS[key])),
    [],
    ["Applicants over time"],
    [`${range.bucket[0]!.toUpperCase()}${range.bucket.slice(1)} starting`, "Applicants"],
    ...stats.applicantsOverTime.map((point) => [point.start, point.applicants]),
    [],
    ["Funnel"],
    ["Step", "Reached", "Conversion", "Drop-off"],
    ...stats.funnel.stages.map((stage) => [stage.name, stage.reached, ratio(stage.conversion), stage.dropOff]),
    ["Rejected", stats.funnel.rejected],
    [],
    ["Speed"],
    ["Figure", "This period (seconds)", "Previous period (seconds)", "Definition", "This period"],
    ...SPEED.map(([key, label, figure]) => [...compared(label, stats.speed[key], ANALYTICS_DEFINITIONS[figure]), formatSeconds(stats.speed[key].current)]),
    [],
    ["Time in each step"],
    ["Step", "Average stay (seconds)", "Moves out", "Average stay"],
    ...stats.speed.timeInStep.map((step) => [step.name, ratio(step.avgSeconds), step.moves, formatSeconds(step.avgSeconds)]),
    [],
    ["Sources"],
    ["Source", "Applicants", "Shortlisted", "Offered"],
    ...stats.sources.map((source) => [ANALYTICS_SOURCE_LABELS[source.source], source.applicants, source.shortlisted, source.offered]),
    [],
    ["Team activity"],
    ["Member", "Decisions", "Emails"],
    ...stats.team.map((member) => [member.name, member.decisions, member.emails]),
    [],
    ["Jobs"],
    ["Job", "Status", "Published", "Applicants", "New this period", ...JOB_TABLE_STEP_TYPES.map((type) => `Now in ${JOB_STEP_COLUMN_LABELS[type]}`), "Response time (seconds)"],
    ...jobs.map((job) => [
      job.role,
      job.status,
      job.publishedAt,
      job.applicants,
      job.newApplicants,
      ...JOB_TABLE_STEP_TYPES.map((type) => job.inStep[type] ?? 0),
      ratio(job.avgResponseSeconds),
    ]),
  ];
  return rows.map((row) => row.map(text));
}

/** `analytics-2026-10-27-to-2026-11-25.csv`, or `analytics-up-to-2026-11-25.csv` for All Time with no data. */
export function analyticsCsvFilename(range: Pick<AnalyticsStats["range"], "from" | "to">): string {
  return range.from ? `analytics-${range.from}-to-${range.to}.csv` : `analytics-up-to-${range.to}.csv`;
}
