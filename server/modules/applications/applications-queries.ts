import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";

/** A job of the company, or null (another company's job is not found). */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The job's steps in board order with how many applications each holds: one grouped query. */
export function stepsWithCounts(db: Executor, jobId: string) {
  return db
    .select({
      rowId: recruitmentSteps.id,
      id: recruitmentSteps.stepKey,
      name: recruitmentSteps.name,
      type: recruitmentSteps.type,
      applicantCount: count(jobApplications.id),
    })
    .from(recruitmentSteps)
    .leftJoin(jobApplications, eq(jobApplications.recruitmentStepId, recruitmentSteps.id))
    .where(eq(recruitmentSteps.jobId, jobId))
    .groupBy(recruitmentSteps.id)
    .orderBy(asc(recruitmentSteps.position));
}

/** A keyset position: applied_at as text with microseconds (JS dates would drop them) and the id. */
export type CandidateCursor = { appliedAt: string; id: string };

// Microsecond precision in UTC, so the cursor compares exactly against the stored timestamp.
const appliedAtText = sql<string>`to_char(${jobApplications.appliedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a job's candidates, newest first, keyset on (applied_at desc, id desc). */
export function candidatesPage(db: Executor, params: { jobId: string; stepRowId?: string; cursor?: CandidateCursor; limit: number }) {
  const conditions: SQL[] = [eq(jobApplications.jobId, params.jobId)];
  if (params.stepRowId) conditions.push(eq(jobApplications.recruitmentStepId, params.stepRowId));
  if (params.cursor) {
    conditions.push(sql`(${jobApplications.appliedAt}, ${jobApplications.id}) < (${params.cursor.appliedAt}::timestamptz, ${params.cursor.id}::uuid)`);
  }
  return db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      phone: jobApplications.phone,
      status: jobApplications.status,
      source: jobApplications.source,
      appliedAt: appliedAtText,
      recruitmentStepId: recruitmentSteps.stepKey,
      hasCv: sql<boolean>`${jobApplications.cvStorageKey} is not null`,
      portfolioUrl: jobApplications.portfolioUrl,
    })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(...conditions))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(params.limit + 1);
}

/** An application of the company's job, with its stored CV. */
export async function findApplicationCv(db: Executor, params: { companyId: string; jobId: string; applicationId: string }) {
  const [row] = await db
    .select({ id: jobApplications.id, cvStorageKey: jobApplications.cvStorageKey, cvFileName: jobApplications.cvFileName, name: jobApplications.name })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, params.applicationId), eq(jobApplications.jobId, params.jobId), eq(jobApplications.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}
