import { sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { uuidArray } from "@/server/db/sql-arrays";
import { WAITING_STATUSES } from "./home-contract";

/**
 * Which of the company's open jobs the caller may see: all of them (the owner, or access to every
 * job), or these ids. Every query below starts from the company's published jobs through
 * jobs_company_status_idx and reaches applications by (job_id, recruitment_step_id) through
 * job_applications_job_step_applied_idx, so none reads another job's applicants.
 */
export type OpenJobScope = { companyId: string; jobIds: "all" | readonly string[] };

const openJobsOf = (scope: OpenJobScope, alias: SQL) => {
  const visible = scope.jobIds === "all" ? sql`true` : sql`${alias}.id = any(${uuidArray(scope.jobIds)})`;
  return sql`${alias}.company_id = ${scope.companyId} and ${alias}.status = 'published' and ${visible}`;
};
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

export type WaitingRow = {
  job_id: string;
  role: string;
  step_key: string;
  step_name: string;
  waiting: number;
  overdue: number;
  oldest_ms: number;
  total_jobs: number;
  total_waiting: number;
  overdue_jobs: number;
};

/**
 * Open jobs with applicants waiting for review in their CV Screening step, the longest wait first:
 * the count, those who applied before `cutoff`, and the oldest application. One statement; the
 * totals over every such job come with each row.
 */
export async function waitingByJob(db: Executor, scope: OpenJobScope, cutoff: Date, limit: number): Promise<WaitingRow[]> {
  return executeRows<WaitingRow>(
    db,
    sql`select j.id as job_id, j.role, s.step_key, s.name as step_name, w.waiting, w.overdue,
               (extract(epoch from w.oldest) * 1000)::float8 as oldest_ms,
               (count(*) over ())::int as total_jobs,
               (sum(w.waiting) over ())::int as total_waiting,
               (count(*) filter (where w.oldest < ${cutoff.toISOString()}::timestamptz) over ())::int as overdue_jobs
        from jobs j
        join recruitment_steps s on s.job_id = j.id and s.type = 'notProcessed'
        cross join lateral (
          select count(*)::int as waiting,
                 (count(*) filter (where a.applied_at < ${cutoff.toISOString()}::timestamptz))::int as overdue,
                 min(a.applied_at) as oldest
          from job_applications a
          where a.job_id = j.id and a.recruitment_step_id = s.id and a.status::text = any(${textArray(WAITING_STATUSES)})
        ) w
        where ${openJobsOf(scope, sql`j`)} and w.waiting > 0
        order by w.oldest asc, j.id asc
        limit ${limit}`,
  );
}

export type SubmittedTestRow = {
  application_id: string;
  applicant_name: string;
  job_id: string;
  role: string;
  step_key: string;
  step_name: string;
  submitted_ms: number;
  total: number;
};

/**
 * Applications sitting in a tech test step of an open job whose latest case study is submitted and
 * whose status and step have not changed since (status_changed_at is stamped by every decision and
 * move; a submission stamps it with the submission's own time). The oldest submission first.
 */
export async function submittedTechTests(db: Executor, scope: OpenJobScope, limit: number): Promise<SubmittedTestRow[]> {
  return executeRows<SubmittedTestRow>(
    db,
    sql`select a.id as application_id, a.name as applicant_name, j.id as job_id, j.role, s.step_key, s.name as step_name,
               (extract(epoch from a.tech_test_submitted_at) * 1000)::float8 as submitted_ms,
               (count(*) over ())::int as total
        from jobs j
        join recruitment_steps s on s.job_id = j.id and s.type = 'techTest'
        join job_applications a on a.job_id = j.id and a.recruitment_step_id = s.id
        where ${openJobsOf(scope, sql`j`)}
          and a.tech_test_status = 'submitted'
          and a.tech_test_submitted_at is not null
          and a.status_changed_at <= a.tech_test_submitted_at
        order by a.tech_test_submitted_at asc, a.id asc
        limit ${limit}`,
  );
}

export type OpenJobRow = { job_id: string; role: string; published_ms: number | null; total: number };

/** The open jobs, newest published first, with how many there are in all. */
export async function newestOpenJobs(db: Executor, scope: OpenJobScope, limit: number): Promise<OpenJobRow[]> {
  return executeRows<OpenJobRow>(
    db,
    sql`select j.id as job_id, j.role, (extract(epoch from j.published_at) * 1000)::float8 as published_ms, (count(*) over ())::int as total
        from jobs j
        where ${openJobsOf(scope, sql`j`)}
        order by j.published_at desc nulls last, j.created_at desc, j.id desc
        limit ${limit}`,
  );
}
