import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { isUuidText } from "@/server/lib/uuid-text";
import { loadSubject } from "@/server/modules/jobs/jobs-service";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { jobsNotVisible } from "./analytics-errors";
import { ANALYTICS_SOURCES, JOB_TABLE_STEP_TYPES } from "./analytics-contract";
import { applicantsByDay, average, cohortTotals, compared, jobFunnel, stepTypeFunnel, withConversion } from "./analytics-figures";
import { resolvePeriod, toBuckets } from "./analytics-period";
import {
  cohortRows,
  companyCalendar,
  companyJobIdsAmong,
  funnelRows,
  jobFigures,
  jobStages,
  jobStepTypeCounts,
  jobTablePage,
  stayRows,
  stepTypesPresent,
  teamRows,
  type DayRange,
} from "./analytics-queries";
import type { AnalyticsJobsPage, AnalyticsJobsRequest, AnalyticsQuery, AnalyticsRange, AnalyticsStats, AvgResponseTime } from "./analytics-schemas";
import { singleJobOf, type JobSelection } from "./analytics-scope";

/**
 * Hiring analytics (issue 16): the figures of ANALYTICS_DEFINITIONS for the chosen jobs and period,
 * each compared with the previous period of equal length. A fixed number of queries per request,
 * each summing daily aggregates. `now` is the clock (tests pass theirs).
 */

type Context = { selection: JobSelection; range: AnalyticsRange; current: DayRange; previous: DayRange | null; timeZone: AnalyticsRange["timeZone"] };

/**
 * Which jobs the figures cover (analytics-scope.ts). selectedJob naming a job that is not the
 * company's, or one the member may not view, is refused with 422 on jobIds (ANALYTICS_JOBS_NOT_FOUND)
 * rather than silently dropped: figures that quietly cover fewer jobs than asked would read as the
 * chosen jobs' figures.
 */
async function resolveJobSelection(db: Executor, session: CompanySessionContext, query: Pick<AnalyticsQuery, "jobFilter" | "jobIds">): Promise<JobSelection> {
  const subject = await loadSubject(db, session);
  const scope = jobScopeOf(subject, "jobPost", "view");
  const visible = scope.all ? null : scope.jobIds.filter(isUuidText);
  const base = { companyId: session.companyId };
  if (query.jobFilter !== "selectedJob") {
    return { ...base, ids: visible, active: query.jobFilter === "allActiveJob", explicit: false };
  }
  const known = await companyJobIdsAmong(db, session.companyId, query.jobIds);
  const allowed = visible === null ? null : new Set(visible);
  const missing = query.jobIds.filter((id) => !known.has(id) || (allowed !== null && !allowed.has(id)));
  if (missing.length > 0) throw jobsNotVisible(missing);
  return { ...base, ids: query.jobIds, active: false, explicit: true };
}

async function contextOf(db: Executor, session: CompanySessionContext, query: AnalyticsQuery, now: Date): Promise<Context> {
  const selection = await resolveJobSelection(db, session, query);
  const calendar = await companyCalendar(db, session.companyId);
  const period = resolvePeriod(query, { now, timeZone: calendar.timeZone, firstDay: calendar.firstDay });
  const current: DayRange = { from: query.period === "allTime" ? null : period.from, to: period.to };
  const previous = period.previousFrom && period.previousTo ? { from: period.previousFrom, to: period.previousTo } : null;
  const range: AnalyticsRange = {
    jobFilter: query.jobFilter,
    period: query.period,
    timeZone: calendar.timeZone,
    from: period.from,
    to: period.to,
    previousFrom: period.previousFrom,
    previousTo: period.previousTo,
    bucket: period.bucket,
    jobCount: 0,
  };
  return { selection, range, current, previous, timeZone: calendar.timeZone };
}

/** Both periods' days in one range, for one query. */
const spanning = (current: DayRange, previous: DayRange | null): DayRange => ({ from: previous?.from ?? current.from, to: current.to });

/** GET /v1/job-portal/company/{id}/stats */
export async function analyticsStats(db: Executor, session: CompanySessionContext, query: AnalyticsQuery, now = new Date()): Promise<AnalyticsStats> {
  const { selection, range, current, previous, timeZone } = await contextOf(db, session, query, now);
  const singleJob = singleJobOf(selection);
  const cohort = await cohortRows(db, selection, spanning(current, previous));
  const jobs = await jobFigures(db, selection, timeZone, current, previous);
  const funnel = await funnelRows(db, selection, current);
  const stages = singleJob ? await jobStages(db, singleJob) : await stepTypesPresent(db, selection);
  const stays = await stayRows(db, selection, current, singleJob ? "stepKey" : "stepType");
  const team = await teamRows(db, selection, current);

  const period = cohortTotals(cohort, current);
  const before = previous ? cohortTotals(cohort, previous) : null;
  const stageList = withConversion(Array.isArray(stages) ? jobFunnel(stages, funnel) : stepTypeFunnel(stages, funnel));
  const stayByKey = new Map(stays.map((row) => [row.key, row]));

  return {
    range: { ...range, jobCount: jobs.job_count },
    summary: {
      applicants: compared(period.all.applicants, before?.all.applicants),
      publishedJobs: compared(jobs.published, previous ? jobs.published_before : null),
      applicantsPerJob: compared(average(period.all.applicants, jobs.open), before ? average(before.all.applicants, jobs.open_before) : null),
      shortlisted: compared(period.all.shortlisted, before?.all.shortlisted),
      offered: compared(period.all.offered, before?.all.offered),
    },
    applicantsOverTime: range.from === null ? [] : toBuckets(range.from, range.to, range.bucket, applicantsByDay(cohort, current)),
    funnel: {
      basis: singleJob ? "job" : "stepType",
      stages: stageList,
      rejected: funnel.reduce((sum, row) => sum + Number(row.rejected), 0),
    },
    speed: {
      avgResponseSeconds: compared(average(period.all.responseSeconds, period.all.responded), before ? average(before.all.responseSeconds, before.all.responded) : null),
      timeToShortlistSeconds: compared(average(period.all.shortlistSeconds, period.all.shortlisted), before ? average(before.all.shortlistSeconds, before.all.shortlisted) : null),
      timeToOfferSeconds: compared(average(period.all.offerSeconds, period.all.offered), before ? average(before.all.offerSeconds, before.all.offered) : null),
      timeInStep: stageList.map((stage) => {
        const stay = stayByKey.get(stage.key);
        return { key: stage.key, name: stage.name, avgSeconds: stay ? average(Number(stay.seconds), Number(stay.moves)) : null, moves: stay ? Number(stay.moves) : 0 };
      }),
    },
    sources: ANALYTICS_SOURCES.map((source) => ({
      source,
      applicants: period.bySource[source].applicants,
      shortlisted: period.bySource[source].shortlisted,
      offered: period.bySource[source].offered,
    })),
    team: team.map((row) => ({ userId: row.user_id, name: row.name, decisions: Number(row.decisions), emails: Number(row.emails) })),
  };
}

/** GET /v1/job-portal/company/{id}/avg-response-time */
export async function analyticsAvgResponseTime(db: Executor, session: CompanySessionContext, query: AnalyticsQuery, now = new Date()): Promise<AvgResponseTime> {
  const { selection, range, current, previous, timeZone } = await contextOf(db, session, query, now);
  const cohort = await cohortRows(db, selection, spanning(current, previous));
  const jobs = await jobFigures(db, selection, timeZone, current, previous);
  const period = cohortTotals(cohort, current).all;
  const before = previous ? cohortTotals(cohort, previous).all : null;
  return {
    range: { ...range, jobCount: jobs.job_count },
    avgResponseSeconds: compared(average(period.responseSeconds, period.responded), before ? average(before.responseSeconds, before.responded) : null),
    responded: period.responded,
    waiting: period.applicants - period.responded,
  };
}

/** GET /v1/job-portal/company/{id}/stats/jobs: the per-job table, sorted and paged. */
export async function analyticsJobs(db: Executor, session: CompanySessionContext, query: AnalyticsJobsRequest, now = new Date()): Promise<AnalyticsJobsPage> {
  const { selection, range, current } = await contextOf(db, session, query, now);
  const rows = await jobTablePage(db, selection, current, { sort: query.sort, sortDir: query.sortDir, limit: query.limit, offset: (query.page - 1) * query.limit });
  const counts = await jobStepTypeCounts(
    db,
    session.companyId,
    rows.map((row) => row.id),
  );
  // A page past the end holds no row to carry the total: ask for the first row only.
  const total = rows[0]?.total ?? (query.page > 1 ? ((await jobTablePage(db, selection, current, { sort: query.sort, sortDir: query.sortDir, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    range: { ...range, jobCount: total },
    rows: rows.map((row) => {
      const inStep = Object.fromEntries(JOB_TABLE_STEP_TYPES.map((type) => [type, 0])) as Record<(typeof JOB_TABLE_STEP_TYPES)[number], number>;
      for (const count of counts) if (count.job_id === row.id && count.type in inStep) inStep[count.type as keyof typeof inStep] += Number(count.applicants);
      return {
        jobId: row.id,
        role: row.role,
        status: row.status,
        publishedAt: row.published_at,
        applicants: Number(row.applicants),
        newApplicants: Number(row.new_applicants),
        inStep,
        avgResponseSeconds: row.avg_response === null ? null : Number(row.avg_response),
      };
    }),
    total,
    page: query.page,
    limit: query.limit,
  };
}
