import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { executeRows, type Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";
import type { StepAction, StepType } from "@/server/modules/jobs/jobs-contract";
import {
  candidateColumns,
  candidateCursorCondition,
  candidateExperienceLevel,
  candidateOrderBy,
  candidateSortKey,
  candidateSortKeyText,
  candidateSortNeedsTalent,
  type CandidatePosition,
  type CandidateSort,
} from "./candidate-filter-sql";

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
 * (`conditions`, without any step condition) and how many it holds: one statement, one pass over
 * the job's applications grouped by step. Talents are joined only when a condition reads them.
 */
export function stepsWithCounts(db: Executor, jobId: string, conditions: SQL[], options: { joinTalents: boolean }) {
  const matching = conditions.length > 0 ? sql<number>`count(*) filter (where ${and(...conditions)})` : sql<number>`count(*)`;
  const applications = db
    .select({ stepRowId: jobApplications.recruitmentStepId, total: sql<number>`count(*)`.as("total"), matching: matching.as("matching") })
    .from(jobApplications)
    .$dynamic();
  const counted = (options.joinTalents ? applications.innerJoin(talents, eq(talents.id, jobApplications.talentId)) : applications)
    .where(eq(jobApplications.jobId, jobId))
    .groupBy(jobApplications.recruitmentStepId)
    .as("counted");
  return db
    .select({
      rowId: recruitmentSteps.id,
      id: recruitmentSteps.stepKey,
      name: recruitmentSteps.name,
      type: recruitmentSteps.type,
      action: recruitmentSteps.action,
      applicantCount: sql<number>`coalesce(${counted.matching}, 0)`.mapWith(Number),
      totalCount: sql<number>`coalesce(${counted.total}, 0)`.mapWith(Number),
    })
    .from(recruitmentSteps)
    .leftJoin(counted, eq(counted.stepRowId, recruitmentSteps.id))
    .where(eq(recruitmentSteps.jobId, jobId))
    .orderBy(asc(recruitmentSteps.position));
}

/** The step row of a composed key of the job, as a scalar subquery (null when the job has none). */
export const stepRowIdOf = (jobId: string, stepKey: string) =>
  sql<string>`(select ${recruitmentSteps.id} from ${recruitmentSteps} where ${recruitmentSteps.jobId} = ${jobId} and ${recruitmentSteps.stepKey} = ${stepKey})`;

type OrderedParams = {
  jobId: string;
  conditions: SQL[];
  /** Whether `conditions` read the talent. */
  conditionsNeedTalent: boolean;
  /** Whether `conditions` hold a step: the default sort then walks that step's index directly. */
  inOneStep: boolean;
  sort: CandidateSort;
};

/**
 * The ids of the first `count` rows after (or before, nearest first) a position in the sort's
 * order — or from the start without one. Talents are joined only when the filter or the sort reads
 * them. The default sort uses the (job, step, applied_at desc, id desc) index: within one step
 * directly; across steps by taking each step's first rows from its index (a lateral probe per step)
 * and merging them, so it never sorts the whole job.
 */
function orderedIds(db: Executor, params: OrderedParams & { from?: { position: CandidatePosition; side: "after" | "before" }; count: number }) {
  const where = [eq(jobApplications.jobId, params.jobId), ...params.conditions];
  if (params.from) where.push(candidateCursorCondition(params.sort, params.from.position, params.from.side));
  const way = params.from?.side === "before" ? "backward" : "forward";
  const joinTalents = params.conditionsNeedTalent || candidateSortNeedsTalent(params.sort);
  const fromApplications = <T extends SelectedFields>(columns: T) => {
    const query = db.select(columns).from(jobApplications).$dynamic();
    return joinTalents ? query.innerJoin(talents, eq(talents.id, jobApplications.talentId)) : query;
  };
  const forward = params.sort.dir === "asc" ? "asc" : "desc";
  const dir = way === "forward" ? forward : forward === "asc" ? "desc" : "asc";
  // Within one step, ordering by the step first changes nothing but spells out the index's order
  // (step asc, applied_at desc, id desc), so the planner walks it and stops at the limit rather
  // than sorting the step (it does not treat a step equal to an outer value as a constant).
  const indexOrder = [sql`${jobApplications.recruitmentStepId} ${sql.raw(dir === "desc" ? "asc" : "desc")}`, ...candidateOrderBy(params.sort, way)];
  if (params.sort.param !== "applicationDate" || params.inOneStep) {
    return fromApplications({ id: jobApplications.id })
      .where(and(...where))
      .orderBy(...(params.sort.param === "applicationDate" ? indexOrder : candidateOrderBy(params.sort, way)))
      .limit(params.count);
  }
  const stepFirst = fromApplications({ id: jobApplications.id, appliedAt: jobApplications.appliedAt })
    // The step of the outer row: each probe reads one step's index in order.
    .where(and(...where, eq(jobApplications.recruitmentStepId, recruitmentSteps.id)))
    .orderBy(...indexOrder)
    .limit(params.count)
    .as("step_first");
  return db
    .select({ id: stepFirst.id })
    .from(recruitmentSteps)
    .crossJoinLateral(stepFirst)
    .where(eq(recruitmentSteps.jobId, params.jobId))
    .orderBy(sql`${stepFirst.appliedAt} ${sql.raw(dir)}`, sql`${stepFirst.id} ${sql.raw(dir)}`)
    .limit(params.count);
}

/**
 * One page of a job's candidates in the sort's order, after the cursor: `limit + 1` rows (the
 * extra one tells whether another page follows), each with its sort value as text for the next
 * cursor. The page's ids are found first, then only those rows are read in full.
 */
export function candidatesPage(db: Executor, params: OrderedParams & { cursor?: CandidatePosition; limit: number }) {
  const page = orderedIds(db, { ...params, from: params.cursor ? { position: params.cursor, side: "after" } : undefined, count: params.limit + 1 }).as("page");
  return db
    .select({ ...candidateColumns, sortKey: candidateSortKeyText(params.sort) })
    .from(page)
    .innerJoin(jobApplications, eq(jobApplications.id, page.id))
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .orderBy(...candidateOrderBy(params.sort));
}

/** A step of the job with how many of its candidates match the filter and how many it holds. */
export type StepWithCounts = { rowId: string; id: string; name: string; type: StepType; action: StepAction; applicantCount: number; totalCount: number };

/**
 * A filtered list in one pass: the job's candidates matching the filter are found once (the
 * filter may read every row: text, talent facts), then counted per step and ordered for the page.
 * Answers every step of the job in board order with both counts, and the page's ids (`limit + 1`,
 * in the sort's order, in the step when one is asked, after the cursor). Read the page's rows
 * with candidateRowsByIds.
 */
export async function filteredStepsAndPage(
  db: Executor,
  params: { jobId: string; conditions: SQL[]; joinTalents: boolean; stepRowId?: SQL; sort: CandidateSort; cursor?: CandidatePosition; limit: number },
): Promise<{ steps: StepWithCounts[]; pageIds: string[] }> {
  const { jobId, sort } = params;
  const source = params.joinTalents ? sql`${jobApplications} inner join ${talents} on ${talents.id} = ${jobApplications.talentId}` : sql`${jobApplications}`;
  const inMatched = { key: sql.raw(`"matched"."sort_key"`), id: sql.raw(`"matched"."id"`) };
  const inPage = { key: sql.raw(`"page"."sort_key"`), id: sql.raw(`"page"."id"`) };
  const pageConditions: SQL[] = [];
  if (params.stepRowId) pageConditions.push(sql`"matched"."step_row_id" = ${params.stepRowId}`);
  if (params.cursor) pageConditions.push(candidateCursorCondition(sort, params.cursor, "after", inMatched));
  const rows = await executeRows<{
    row_id: string;
    id: string;
    name: string;
    type: StepType;
    action: StepAction;
    applicant_count: number | string;
    total_count: number | string;
    page_ids: string[] | string;
  }>(
    db,
    sql`with matched as materialized (
          select ${jobApplications.id} as id, ${jobApplications.recruitmentStepId} as step_row_id, ${candidateSortKey(sort)} as sort_key
          from ${source}
          where ${and(eq(jobApplications.jobId, jobId), ...params.conditions)}
        ),
        page as (
          select "matched"."id", "matched"."sort_key" from matched
          ${pageConditions.length > 0 ? sql`where ${and(...pageConditions)}` : sql``}
          order by ${sql.join(candidateOrderBy(sort, "forward", inMatched), sql`, `)}
          limit ${params.limit + 1}
        ),
        counted as (select "matched"."step_row_id", count(*)::int as n from matched group by "matched"."step_row_id"),
        totals as (
          select ${jobApplications.recruitmentStepId} as step_row_id, count(*)::int as n
          from ${jobApplications} where ${jobApplications.jobId} = ${jobId} group by ${jobApplications.recruitmentStepId}
        )
        select ${recruitmentSteps.id} as row_id, ${recruitmentSteps.stepKey} as id, ${recruitmentSteps.name} as name,
               ${recruitmentSteps.type} as type, ${recruitmentSteps.action} as action,
               coalesce("counted"."n", 0) as applicant_count, coalesce("totals"."n", 0) as total_count,
               (select coalesce(json_agg("page"."id" order by ${sql.join(candidateOrderBy(sort, "forward", inPage), sql`, `)}), '[]'::json) from page) as page_ids
        from ${recruitmentSteps}
        left join counted on "counted"."step_row_id" = ${recruitmentSteps.id}
        left join totals on "totals"."step_row_id" = ${recruitmentSteps.id}
        where ${recruitmentSteps.jobId} = ${jobId}
        order by ${recruitmentSteps.position}`,
  );
  const pageIds = rows[0] ? (typeof rows[0].page_ids === "string" ? (JSON.parse(rows[0].page_ids) as string[]) : rows[0].page_ids) : [];
  return {
    steps: rows.map((row) => ({
      rowId: row.row_id,
      id: row.id,
      name: row.name,
      type: row.type,
      action: row.action,
      applicantCount: Number(row.applicant_count),
      totalCount: Number(row.total_count),
    })),
    pageIds,
  };
}

/** The candidates of the job with these ids, in the sort's order, each with its sort value as text. */
export function candidateRowsByIds(db: Executor, params: { jobId: string; ids: string[]; sort: CandidateSort }) {
  return db
    .select({ ...candidateColumns, sortKey: candidateSortKeyText(params.sort) })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(eq(jobApplications.jobId, params.jobId), inArray(jobApplications.id, params.ids)))
    .orderBy(...candidateOrderBy(params.sort));
}

/**
 * The applications just before and just after a position in the filtered, sorted list: one
 * statement of two probes of one row each.
 */
export async function candidateNeighbours(db: Executor, params: OrderedParams & { position: CandidatePosition }): Promise<{ previousId: string | null; nextId: string | null }> {
  const probe = (side: "after" | "before") => orderedIds(db, { ...params, from: { position: params.position, side }, count: 1 });
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
      talentId: jobApplications.talentId,
      invitation: sql<{ id: string; invitedAt: string; userId: string | null; userName: string | null } | null>`(
        select json_build_object('id', i.id, 'invitedAt', i.created_at, 'userId', i.invited_by_user_id, 'userName', u.name)
        from talent_invitations i left join users u on u.id = i.invited_by_user_id where i.id = ${jobApplications.invitationId})`,
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

/** The step row id of a composed step key of the job, or null. */
export async function findStepRowIdByKey(db: Executor, jobId: string, stepKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: recruitmentSteps.id })
    .from(recruitmentSteps)
    .where(and(eq(recruitmentSteps.jobId, jobId), eq(recruitmentSteps.stepKey, stepKey)))
    .limit(1);
  return row?.id ?? null;
}
