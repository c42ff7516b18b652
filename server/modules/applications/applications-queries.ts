import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";

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

/**
 * One application of the company's job with its talent, step and job, and its neighbours within
 * the step in the list's order (applied_at desc, id desc): the previous is the next newer one, the
 * next the next older one. One query; each neighbour is one probe of the step's keyset index.
 */
export async function findCandidateDetail(db: Executor, params: { companyId: string; jobId: string; applicationId: string }) {
  const previousId = sql<string | null>`(
    select n.id from job_applications n
    where n.job_id = ${jobApplications.jobId} and n.recruitment_step_id = ${jobApplications.recruitmentStepId}
      and (n.applied_at, n.id) > (${jobApplications.appliedAt}, ${jobApplications.id})
    order by n.applied_at asc, n.id asc limit 1)`;
  const nextId = sql<string | null>`(
    select n.id from job_applications n
    where n.job_id = ${jobApplications.jobId} and n.recruitment_step_id = ${jobApplications.recruitmentStepId}
      and (n.applied_at, n.id) < (${jobApplications.appliedAt}, ${jobApplications.id})
    order by n.applied_at desc, n.id desc limit 1)`;
  const [row] = await db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      phone: jobApplications.phone,
      status: jobApplications.status,
      source: jobApplications.source,
      appliedAt: jobApplications.appliedAt,
      portfolioUrl: jobApplications.portfolioUrl,
      cvStorageKey: jobApplications.cvStorageKey,
      cvFileName: jobApplications.cvFileName,
      answers: jobApplications.answers,
      experienceLevel: sql<number | null>`coalesce(${jobApplications.experienceLevel}, ${talents.experienceLevel})`,
      university: talents.university,
      major: talents.major,
      gpa: talents.gpa,
      skills: talents.skills,
      stepKey: recruitmentSteps.stepKey,
      stepName: recruitmentSteps.name,
      stepType: recruitmentSteps.type,
      jobRole: jobs.role,
      jobStatus: jobs.status,
      questions: jobs.preScreeningQuestions,
      previousId,
      nextId,
    })
    .from(jobApplications)
    .innerJoin(talents, eq(talents.id, jobApplications.talentId))
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, params.applicationId), eq(jobApplications.jobId, params.jobId), eq(jobApplications.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}
