import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";
import type { StepAction, StepType } from "@/server/modules/jobs/job-contract";
import {
  candidateCursorCondition,
  candidateExperienceLevel,
  candidateFrom,
  candidateOrderBy,
  candidateSortKeyText,
  type CandidatePosition,
  type CandidateSort,
} from "./candidate-filters";
import { candidateColumns } from "./candidate-rows";

/** A job of the company, or null (another company's job is not found). */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * The job's steps in board order, each with how many of its candidates match the filter
 * (`conditions`, without any step condition) and how many it holds: one grouped query. The talents
 * join is made only when a condition reads the talent.
 */
export function stepsWithCounts(db: Executor, jobId: string, conditions: SQL[], options: { joinTalents: boolean }) {
  const matching = conditions.length > 0 ? sql<number>`count(${jobApplications.id}) filter (where ${and(...conditions)})` : count(jobApplications.id);
  const query = db
    .select({
      rowId: recruitmentSteps.id,
      id: recruitmentSteps.stepKey,
      name: recruitmentSteps.name,
      type: recruitmentSteps.type,
      action: recruitmentSteps.action,
      applicantCount: matching,
      totalCount: count(jobApplications.id),
    })
    .from(recruitmentSteps)
    // The job condition lets the (job, step, …) index answer each step's rows.
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobId), eq(jobApplications.recruitmentStepId, recruitmentSteps.id)))
    .$dynamic();
  const joined = options.joinTalents ? query.leftJoin(talents, eq(talents.id, jobApplications.talentId)) : query;
  return joined.where(eq(recruitmentSteps.jobId, jobId)).groupBy(recruitmentSteps.id).orderBy(asc(recruitmentSteps.position));
}

/** The step row of a composed key of the job, as a scalar subquery (null when the job has none). */
export const stepRowIdOf = (jobId: string, stepKey: string) =>
  sql<string>`(select ${recruitmentSteps.id} from ${recruitmentSteps} where ${recruitmentSteps.jobId} = ${jobId} and ${recruitmentSteps.stepKey} = ${stepKey})`;

/**
 * One page of a job's candidates in the sort's order, after the cursor: `limit + 1` rows, the
 * extra one telling whether another page follows. Each row carries its sort value as text for
 * the next cursor. The default sort in one step walks the (job, step, applied_at, id) index.
 */
export function candidatesPage(
  db: Executor,
  params: { jobId: string; conditions: SQL[]; sort: CandidateSort; cursor?: CandidatePosition; limit: number },
) {
  const conditions = [eq(jobApplications.jobId, params.jobId), ...params.conditions];
  if (params.cursor) conditions.push(candidateCursorCondition(params.sort, params.cursor, "after"));
  return candidateFrom(db, { ...candidateColumns, sortKey: candidateSortKeyText(params.sort) })
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(...conditions))
    .orderBy(...candidateOrderBy(params.sort))
    .limit(params.limit + 1);
}

/**
 * The applications just before and just after a position in the filtered, sorted list: one
 * statement of two probes, each `limit 1` in the sort's order (or its reverse).
 */
export async function candidateNeighbours(
  db: Executor,
  params: { jobId: string; conditions: SQL[]; sort: CandidateSort; position: CandidatePosition },
): Promise<{ previousId: string | null; nextId: string | null }> {
  const probe = (side: "after" | "before") =>
    candidateFrom(db, { id: jobApplications.id })
      .where(and(eq(jobApplications.jobId, params.jobId), ...params.conditions, candidateCursorCondition(params.sort, params.position, side)))
      .orderBy(...candidateOrderBy(params.sort, side === "after" ? "forward" : "backward"))
      .limit(1);
  const [row] = await executeRows<{ previous_id: string | null; next_id: string | null }>(
    db,
    sql`select (${probe("before")}) as previous_id, (${probe("after")}) as next_id`,
  );
  return { previousId: row?.previous_id ?? null, nextId: row?.next_id ?? null };
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
 * One application of the company's job with its talent, step, job and every step of the job (in
 * board order, with their row ids), and its value for `sort` (for its neighbours): one query.
 */
export async function findCandidateDetail(db: Executor, params: { companyId: string; jobId: string; applicationId: string; sort: CandidateSort }) {
  const jobSteps = sql<StepOfJob[]>`(
    select coalesce(json_agg(json_build_object('rowId', s.id, 'id', s.step_key, 'name', s.name, 'type', s.type, 'action', s.action) order by s.position), '[]'::json)
    from recruitment_steps s where s.job_id = ${jobApplications.jobId})`;
  const [row] = await db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      phone: jobApplications.phone,
      status: jobApplications.status,
      source: jobApplications.source,
      appliedAt: jobApplications.appliedAt,
      statusChangedAt: jobApplications.statusChangedAt,
      portfolioUrl: jobApplications.portfolioUrl,
      cvStorageKey: jobApplications.cvStorageKey,
      cvFileName: jobApplications.cvFileName,
      answers: jobApplications.answers,
      techTestStatus: jobApplications.techTestStatus,
      aiScore: jobApplications.aiScore,
      experienceLevel: candidateExperienceLevel,
      university: talents.university,
      major: talents.major,
      gpa: talents.gpa,
      skills: talents.skills,
      gender: talents.gender,
      birthDate: talents.birthDate,
      city: talents.city,
      linkedinUrl: talents.linkedinUrl,
      schoolType: talents.schoolType,
      traits: talents.traits,
      rank: talents.rank,
      companyTypes: talents.companyTypes,
      expectedSalary: talents.expectedSalary,
      toeflScore: talents.toeflScore,
      education: talents.education,
      experiences: talents.experiences,
      stepKey: recruitmentSteps.stepKey,
      stepName: recruitmentSteps.name,
      stepType: recruitmentSteps.type,
      stepAction: recruitmentSteps.action,
      jobRole: jobs.role,
      jobStatus: jobs.status,
      questions: jobs.preScreeningQuestions,
      jobSteps,
      sortKey: candidateSortKeyText(params.sort),
    })
    .from(jobApplications)
    .innerJoin(talents, eq(talents.id, jobApplications.talentId))
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, params.applicationId), eq(jobApplications.jobId, params.jobId), eq(jobApplications.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}

/** A step of the job as the detail query aggregates it. */
export type StepOfJob = { rowId: string; id: string; name: string; type: StepType; action: StepAction };
