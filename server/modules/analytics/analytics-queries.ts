import { sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { type AnalyticsJobSort, type AnalyticsSource, type CompanyTimeZone } from "./analytics-contract";
import { uuidArray } from "@/server/db/sql-arrays";
import { splitByMonths } from "./analytics-grain";
import { coversWholeCompany, type JobSelection } from "./analytics-scope";

/**
 * The SQL of hiring analytics, scoped to the caller's company and job selection. Every figure of a
 * period reads the aggregates kept by triggers (server/db/schema/analytics.ts), whatever the number
 * of applications: the company-wide daily rollups when the figures cover every job (days × key
 * rows; the funnel and time in step by step type, migration 0026), else the per-job monthly rollups for the months a period covers and the per-job daily rows
 * for the rest (jobs × (months + a few days) rows; analytics-grain.ts).
 */

/** Calendar days, inclusive; a null `from` has no lower bound (All Time). */
export type DayRange = { from: string | null; to: string };

/** The selection as a condition on a job id column. */
function jobCondition(selection: JobSelection, column: SQL): SQL {
  const parts: SQL[] = [];
  if (selection.ids !== null) parts.push(selection.ids.length === 0 ? sql`false` : sql`${column} = any(${uuidArray(selection.ids)})`);
  if (selection.active) parts.push(sql`${column} in (select j.id from jobs j where j.company_id = ${selection.companyId} and j.status = 'published')`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Which of these ids are jobs of the company. */
export async function companyJobIdsAmong(db: Executor, companyId: string, jobIds: string[]): Promise<Set<string>> {
  const found = await executeRows<{ id: string }>(db, sql`select id from jobs where company_id = ${companyId} and id = any(${uuidArray(jobIds)})`);
  return new Set(found.map((row) => row.id));
}

/** Drafts count only when chosen by name (they have no applicants; a filter of all jobs leaves them out). */
const notDraft = (selection: JobSelection, status: SQL) => (selection.explicit ? sql`` : sql`and ${status} <> 'draft'`);

const inRange = (column: SQL, range: DayRange) => (range.from === null ? sql`${column} <= ${range.to}::date` : sql`${column} between ${range.from}::date and ${range.to}::date`);

/**
 * The rows of a period by grain (splitByMonths), as one union: `monthly` given a condition on its
 * month column for the months added whole, `daily` given one on its day column and the sign its
 * counts and sums take (1 for days added, -1 for days of a whole month outside the period).
 */
function byGrain(range: DayRange, monthly: (inMonths: (column: SQL) => SQL) => SQL, daily: (inDays: (column: SQL) => SQL, sign: SQL) => SQL): SQL {
  const split = splitByMonths(range);
  const anyOf = (ranges: DayRange[]) => (column: SQL) => sql`(${sql.join(ranges.map((days) => inRange(column, days)), sql` or `)})`;
  const parts: SQL[] = [];
  if (split.months) parts.push(monthly((column) => inRange(column, split.months!)));
  if (split.days.length > 0) parts.push(daily(anyOf(split.days), sql.raw("1")));
  if (split.lessDays.length > 0) parts.push(daily(anyOf(split.lessDays), sql.raw("-1")));
  return sql.join(parts, sql` union all `);
}

export async function companyCalendar(db: Executor, companyId: string): Promise<{ timeZone: CompanyTimeZone; firstDay: string | null }> {
  const [row] = await executeRows<{ time_zone: CompanyTimeZone; first_day: string | null }>(
    db,
    sql`select c.time_zone, (select min(d.day)::text from analytics_company_application_days d where d.company_id = c.id and d.applicants > 0) as first_day
        from companies c where c.id = ${companyId}`,
  );
  return { timeZone: row!.time_zone, firstDay: row!.first_day };
}

export type CohortRow = {
  day: string;
  source: AnalyticsSource;
  applicants: number;
  responded: number;
  response_seconds: number;
  shortlisted: number;
  shortlist_seconds: number;
  offered: number;
  offer_seconds: number;
};

/** Applicants by the day they applied and their source, with their response, shortlist and offer sums. */
export function cohortRows(db: Executor, selection: JobSelection, range: DayRange): Promise<CohortRow[]> {
  const sums = sql`sum(d.applicants)::int as applicants,
    sum(d.responded)::int as responded, sum(d.response_seconds)::float8 as response_seconds,
    sum(d.shortlisted)::int as shortlisted, sum(d.shortlist_seconds)::float8 as shortlist_seconds,
    sum(d.offered)::int as offered, sum(d.offer_seconds)::float8 as offer_seconds`;
  return executeRows<CohortRow>(
    db,
    coversWholeCompany(selection)
      ? sql`select d.day::text as day, d.source::text as source, ${sums}
            from analytics_company_application_days d
            where d.company_id = ${selection.companyId} and ${inRange(sql`d.day`, range)}
            group by d.day, d.source`
      : sql`select d.day::text as day, d.source::text as source, ${sums}
            from analytics_application_days d
            where d.company_id = ${selection.companyId} and ${inRange(sql`d.day`, range)} and ${jobCondition(selection, sql`d.job_id`)}
            group by d.day, d.source`,
  );
}

export type JobFigures = { job_count: number; published: number; published_before: number; open: number; open_before: number };

/**
 * The chosen jobs (drafts only when selected by name): how many, how many were first published in
 * the period and the one before, and how many were open at some time in each.
 */
export async function jobFigures(db: Executor, selection: JobSelection, timeZone: CompanyTimeZone, current: DayRange, previous: DayRange | null): Promise<JobFigures> {
  const publishedIn = (range: DayRange) => sql`j.published_day is not null and ${inRange(sql`j.published_day`, range)}`;
  const openIn = (range: DayRange) =>
    range.from === null
      ? sql`j.published_day is not null and j.published_day <= ${range.to}::date`
      : sql`j.published_day is not null and j.published_day <= ${range.to}::date and (j.closed_day is null or j.closed_day >= ${range.from}::date)`;
  const [row] = await executeRows<JobFigures>(
    db,
    sql`select count(*)::int as job_count,
          (count(*) filter (where ${publishedIn(current)}))::int as published,
          (count(*) filter (where ${previous ? publishedIn(previous) : sql`false`}))::int as published_before,
          (count(*) filter (where ${openIn(current)}))::int as open,
          (count(*) filter (where ${previous ? openIn(previous) : sql`false`}))::int as open_before
        from (
          select (jobs.published_at at time zone ${timeZone})::date as published_day, (jobs.closed_at at time zone ${timeZone})::date as closed_day
          from jobs
          where jobs.company_id = ${selection.companyId} and ${jobCondition(selection, sql`jobs.id`)} ${notDraft(selection, sql`jobs.status`)}
        ) j`,
  );
  return row!;
}

/**
 * Applicants by furthest step: per job, its furthest step position (null when summed over the
 * company), with how many are now in Rejected and the furthest step type passed (1-based rank in
 * FUNNEL_STEP_TYPE_ORDER, analytics_funnel_type_rank; 0 or null for none).
 */
export type FunnelRow = { furthest_position: number | null; applicants: number; rejected: number; type_rank: number | null };

/**
 * The period's funnel rows: for every job, the company's days by furthest step type (kept by the
 * triggers as the jobs' steps change); otherwise by job and furthest step position, each group's
 * type looked up in the job's current steps.
 */
export function funnelRows(db: Executor, selection: JobSelection, range: DayRange): Promise<FunnelRow[]> {
  if (coversWholeCompany(selection)) {
    return executeRows<FunnelRow>(
      db,
      sql`select null::int as furthest_position, f.type_rank, sum(f.applicants)::int as applicants, coalesce(sum(f.applicants) filter (where f.rejected), 0)::int as rejected
          from analytics_company_funnel_days f
          where f.company_id = ${selection.companyId} and ${inRange(sql`f.day`, range)}
          group by f.type_rank`,
    );
  }
  return executeRows<FunnelRow>(
    db,
    sql`with f as (
          select d.job_id, d.furthest_position, sum(d.applicants)::int as applicants, coalesce(sum(d.applicants) filter (where d.rejected), 0)::int as rejected
          from (${byGrain(
            range,
            (inMonths) =>
              sql`select m.job_id, m.furthest_position, m.rejected, m.applicants from analytics_funnel_months m
                  where m.company_id = ${selection.companyId} and ${inMonths(sql`m.month`)} and ${jobCondition(selection, sql`m.job_id`)}`,
            (inDays, sign) =>
              sql`select d.job_id, d.furthest_position, d.rejected, (d.applicants * ${sign}) as applicants from analytics_funnel_days d
                  where d.company_id = ${selection.companyId} and ${inDays(sql`d.day`)} and ${jobCondition(selection, sql`d.job_id`)}`,
          )}) d
          group by d.job_id, d.furthest_position
        )
        select f.furthest_position, f.applicants, f.rejected,
          (select max(analytics_funnel_type_rank(s.type)) from recruitment_steps s
            where s.job_id = f.job_id and s.type <> 'rejected' and s.position <= f.furthest_position) as type_rank
        from f`,
  );
}

export type StageStep = { key: string; name: string; type: string; position: number };

/** One job's own steps but Rejected, in board order. */
export function jobStages(db: Executor, jobId: string): Promise<StageStep[]> {
  return executeRows<StageStep>(
    db,
    sql`select step_key as key, name, type::text as type, position from recruitment_steps where job_id = ${jobId} and type <> 'rejected' order by position`,
  );
}

/** The step types (but Rejected) the chosen jobs have. */
export async function stepTypesPresent(db: Executor, selection: JobSelection): Promise<Set<string>> {
  const rows = await executeRows<{ type: string }>(
    db,
    sql`select distinct s.type::text as type from recruitment_steps s join jobs j on j.id = s.job_id
        where j.company_id = ${selection.companyId} and ${jobCondition(selection, sql`j.id`)} and s.type <> 'rejected' ${notDraft(selection, sql`j.status`)}`,
  );
  return new Set(rows.map((row) => row.type));
}

/**
 * Moves out of steps in the period, by step key (one job) or step type (across jobs: for every job
 * the company's days by step type, kept by the triggers as the jobs' steps change).
 */
export function stayRows(db: Executor, selection: JobSelection, range: DayRange, by: "stepKey" | "stepType"): Promise<{ key: string; moves: number; seconds: number }[]> {
  if (by === "stepType" && coversWholeCompany(selection)) {
    return executeRows(
      db,
      sql`select d.step_type::text as key, sum(d.moves)::int as moves, sum(d.stay_seconds)::float8 as seconds
          from analytics_company_step_type_days d
          where d.company_id = ${selection.companyId} and ${inRange(sql`d.day`, range)}
          group by d.step_type`,
    );
  }
  // Summed by job and step key first, so the join to the steps meets one row per step.
  const steps = sql`select d.job_id, d.step_key, sum(d.moves) as moves, sum(d.stay_seconds) as seconds
    from (${byGrain(
      range,
      (inMonths) =>
        sql`select m.job_id, m.step_key, m.moves, m.stay_seconds from analytics_step_months m
            where m.company_id = ${selection.companyId} and ${inMonths(sql`m.month`)} and ${jobCondition(selection, sql`m.job_id`)}`,
      (inDays, sign) =>
        sql`select d.job_id, d.step_key, (d.moves * ${sign}) as moves, (d.stay_seconds * ${sign}) as stay_seconds from analytics_step_days d
            where d.company_id = ${selection.companyId} and ${inDays(sql`d.day`)} and ${jobCondition(selection, sql`d.job_id`)}`,
    )}) d
    group by d.job_id, d.step_key`;
  return executeRows(
    db,
    by === "stepKey"
      ? sql`select d.step_key as key, sum(d.moves)::int as moves, sum(d.seconds)::float8 as seconds from (${steps}) d group by d.step_key`
      : sql`select s.type::text as key, sum(d.moves)::int as moves, sum(d.seconds)::float8 as seconds
            from (${steps}) d join recruitment_steps s on s.job_id = d.job_id and s.step_key = d.step_key
            group by s.type`,
  );
}

/** Members with any decision or email in the period, most active first. */
export function teamRows(db: Executor, selection: JobSelection, range: DayRange): Promise<{ user_id: string; name: string; decisions: number; emails: number }[]> {
  const days = coversWholeCompany(selection)
    ? sql`select m.user_id, m.decisions, m.emails from analytics_company_member_days m where m.company_id = ${selection.companyId} and ${inRange(sql`m.day`, range)}`
    : sql`select m.user_id, m.decisions, m.emails from analytics_member_days m
          where m.company_id = ${selection.companyId} and ${inRange(sql`m.day`, range)} and ${jobCondition(selection, sql`m.job_id`)}`;
  return executeRows(
    db,
    sql`select m.user_id::text as user_id, u.name, sum(m.decisions)::int as decisions, sum(m.emails)::int as emails
        from (${days}) m join users u on u.id = m.user_id
        group by m.user_id, u.name
        having sum(m.decisions) + sum(m.emails) > 0
        order by sum(m.decisions) + sum(m.emails) desc, u.name, m.user_id`,
  );
}

export type JobTableRow = {
  id: string;
  role: string;
  status: "draft" | "published" | "closed";
  published_at: string | null;
  applicants: number;
  new_applicants: number;
  avg_response: number | null;
  total: number;
};

const JOB_SORT_COLUMNS: Record<AnalyticsJobSort, SQL> = {
  applicants: sql`applicants`,
  newApplicants: sql`new_applicants`,
  role: sql`lower(role)`,
  avgResponse: sql`avg_response`,
  publishedAt: sql`published_at`,
};

/** One page of the per-job table, sorted, with the number of jobs in all. */
export function jobTablePage(
  db: Executor,
  selection: JobSelection,
  range: DayRange,
  page: { sort: AnalyticsJobSort; sortDir: "asc" | "desc"; limit: number; offset: number },
): Promise<JobTableRow[]> {
  const direction = page.sortDir === "asc" ? sql`asc` : sql`desc`;
  return executeRows<JobTableRow>(
    db,
    sql`with j as (
          select jobs.id, jobs.role, jobs.status::text as status, jobs.published_at from jobs
          where jobs.company_id = ${selection.companyId} and ${jobCondition(selection, sql`jobs.id`)} ${notDraft(selection, sql`jobs.status`)}
        ),
        t as (select s.job_id, sum(s.applicants)::int as applicants from analytics_job_steps s where s.company_id = ${selection.companyId} and s.job_id in (select id from j) group by s.job_id),
        p as (
          select d.job_id, sum(d.applicants)::int as applicants, sum(d.responded) as responded, sum(d.response_seconds) as seconds
          from (${byGrain(
            range,
            (inMonths) =>
              sql`select m.job_id, m.applicants, m.responded, m.response_seconds from analytics_application_months m
                  where m.company_id = ${selection.companyId} and ${inMonths(sql`m.month`)} and m.job_id in (select id from j)`,
            (inDays, sign) =>
              sql`select d.job_id, (d.applicants * ${sign}) as applicants, (d.responded * ${sign}) as responded, (d.response_seconds * ${sign}) as response_seconds from analytics_application_days d
                  where d.company_id = ${selection.companyId} and ${inDays(sql`d.day`)} and d.job_id in (select id from j)`,
          )}) d
          group by d.job_id
        ),
        r as (
          select j.id, j.role, j.status, j.published_at, coalesce(t.applicants, 0) as applicants, coalesce(p.applicants, 0) as new_applicants,
            case when p.responded > 0 then (p.seconds::float8 / p.responded) end as avg_response
          from j left join t on t.job_id = j.id left join p on p.job_id = j.id
        )
        select r.id::text as id, r.role, r.status, to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at, r.applicants, r.new_applicants, r.avg_response, (count(*) over ())::int as total
        from r
        order by ${JOB_SORT_COLUMNS[page.sort]} ${direction} nulls last, r.id
        limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many applicants each of these jobs holds now in a step of each type. */
export function jobStepTypeCounts(db: Executor, companyId: string, jobIds: readonly string[]): Promise<{ job_id: string; type: string; applicants: number }[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return executeRows(
    db,
    sql`select a.job_id::text as job_id, s.type::text as type, sum(a.applicants)::int as applicants
        from analytics_job_steps a join recruitment_steps s on s.id = a.recruitment_step_id
        where a.company_id = ${companyId} and a.job_id = any(${uuidArray(jobIds)})
        group by a.job_id, s.type`,
  );
}
