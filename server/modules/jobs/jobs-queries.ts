import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { uuidArray } from "@/server/db/sql-arrays";
import { jobApplications } from "@/server/db/schema/applications";
import { jobListVersions, jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { users } from "@/server/db/schema/users";
import type { StepType } from "./jobs-contract";

export type JobRow = typeof jobs.$inferSelect;
export type JobInsert = typeof jobs.$inferInsert;
export type StepRow = typeof recruitmentSteps.$inferSelect;
export type StepInsert = typeof recruitmentSteps.$inferInsert;
export type StepWithCount = StepRow & { applicantCount: number };

/** The job of the company, or undefined (another company's job reads as missing); `forUpdate` locks its row. */
export async function findJobOfCompany(db: Executor, companyId: string, jobId: string, options: { forUpdate?: boolean } = {}): Promise<JobRow | undefined> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertJobRow(db: Executor, values: JobInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

/** Changes the company's job, answering it as saved. */
export async function updateJobOfCompany(db: Executor, companyId: string, jobId: string, values: Partial<JobInsert>): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .returning();
  return row;
}

/** Sets a job published, answering it as saved. */
export async function updateJobPublished(db: Executor, jobId: string, values: { publishedAt: Date; now: Date }): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ status: "published", publishedAt: values.publishedAt, closedAt: null, updatedAt: values.now })
    .where(eq(jobs.id, jobId))
    .returning();
  return row!;
}

export async function deleteJobOfCompany(db: Executor, companyId: string, jobId: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
}

/** Locks the company's row until the transaction ends. */
export async function lockCompanyRow(db: Executor, companyId: string): Promise<void> {
  await db.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** The company's job list version (migration 0023's triggers move it); a company never written is 0. */
export async function findJobListVersion(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ version: jobListVersions.version }).from(jobListVersions).where(eq(jobListVersions.companyId, companyId)).limit(1);
  return row?.version ?? 0;
}

/** The types of the job's steps, in no particular order. */
export async function listStepTypes(db: Executor, jobId: string): Promise<{ type: StepType }[]> {
  return db.select({ type: recruitmentSteps.type }).from(recruitmentSteps).where(eq(recruitmentSteps.jobId, jobId));
}

/** The job's steps in step order. */
export async function listStepsOfJob(db: Executor, jobId: string): Promise<StepRow[]> {
  return db.select().from(recruitmentSteps).where(eq(recruitmentSteps.jobId, jobId)).orderBy(recruitmentSteps.position);
}

/** Inserts steps in one statement. */
export async function insertStepRows(db: Executor, rows: StepInsert[]): Promise<void> {
  await db.insert(recruitmentSteps).values(rows);
}

export async function updateStepRow(db: Executor, stepId: string, values: Partial<StepInsert>): Promise<void> {
  await db.update(recruitmentSteps).set(values).where(eq(recruitmentSteps.id, stepId));
}

/** Deletes these steps of the job in one statement. */
export async function deleteStepsOfJob(db: Executor, jobId: string, stepIds: string[]): Promise<void> {
  await db.delete(recruitmentSteps).where(and(eq(recruitmentSteps.jobId, jobId), inArray(recruitmentSteps.id, stepIds)));
}

/**
 * The steps of these jobs in step order, each with its applicant count: one query for any number of
 * jobs. Applications are joined on (job_id, recruitment_step_id), the prefix of
 * job_applications_job_step_applied_idx, so only these jobs' applications are read; joined on the
 * step alone, the planner scanned every application of every company.
 */
export async function stepsWithCounts(db: Executor, jobIds: readonly string[]): Promise<Map<string, StepWithCount[]>> {
  const byJob = new Map<string, StepWithCount[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ step: recruitmentSteps, applicantCount: count(jobApplications.id) })
    .from(recruitmentSteps)
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, recruitmentSteps.jobId), eq(jobApplications.recruitmentStepId, recruitmentSteps.id)))
    .where(inArray(recruitmentSteps.jobId, [...jobIds]))
    .groupBy(recruitmentSteps.id)
    .orderBy(asc(recruitmentSteps.jobId), asc(recruitmentSteps.position));
  for (const row of rows) byJob.get(row.step.jobId)?.push({ ...row.step, applicantCount: Number(row.applicantCount) });
  return byJob;
}

export type StepCountRow = { job_id: string; step_key: string; type: StepType; name: string; applicants: number };

/**
 * Applicants per step of these jobs, in each job's step order, with only what a summary shows (no
 * email templates or tech-test settings): one grouped statement, joined like stepsWithCounts.
 */
export async function stepCounts(db: Executor, jobIds: readonly string[]): Promise<StepCountRow[]> {
  if (jobIds.length === 0) return [];
  return executeRows<StepCountRow>(
    db,
    sql`select s.job_id, s.step_key, s.type, s.name, count(a.id)::int as applicants
        from recruitment_steps s
        left join job_applications a on a.job_id = s.job_id and a.recruitment_step_id = s.id
        where s.job_id = any(${uuidArray(jobIds)})
        group by s.id
        order by s.job_id, s.position`,
  );
}

export async function userName(db: Executor, userId: string | null): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function countJobApplications(db: Executor, jobId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobApplications).where(eq(jobApplications.jobId, jobId));
  return Number(row?.value ?? 0);
}

/**
 * Takes the job out of every member's criteria-limited access (the job is gone); rows left listing
 * no job grant nothing and are removed. Two statements, whatever the team size.
 */
export async function dropJobFromCriteria(db: Executor, companyId: string, jobId: string): Promise<void> {
  await db.execute(sql`
    update member_permissions
       set allowed_criteria = jsonb_build_object('jobIds', coalesce((
             select jsonb_agg(entry) from jsonb_array_elements(allowed_criteria -> 'jobIds') entry where entry <> to_jsonb(${jobId}::text)
           ), '[]'::jsonb)),
           updated_at = now()
     where company_id = ${companyId} and allowed_criteria is not null and (allowed_criteria -> 'jobIds') @> to_jsonb(array[${jobId}::text])`);
  await db.execute(sql`
    delete from member_permissions
     where company_id = ${companyId} and allowed_criteria is not null and allowed_criteria -> 'jobIds' = '[]'::jsonb`);
}
