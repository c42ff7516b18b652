/**
 * The reads of Talent Search (All, For You, the job banner) and of the Talent Database list. Plain
 * functions of (db, params), every one scoped to the caller's company.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, jobTalentRecommendations, talentListMembers, talentLists, type RecommendationReasons } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";
import { discoverableBy, outerTalentId, talentCardColumns, type TalentCardRow } from "./talent-cards";
import { talentCursorCondition, talentFilterConditions, talentOrderBy, talentOrderByFromFilters, talentSortKeyText, type TalentPosition, type TalentSort } from "./talent-filters";
import type { CompanyTalentOrigin } from "./talents-contract";
import type { TalentFilter } from "./talents-schemas";

export type TalentPageRow = TalentCardRow & { sortKey: string };

export type ListParams = { filter: Omit<TalentFilter, "sortParam" | "sortDir">; sort: TalentSort; position: TalentPosition | null; limit: number };

/**
 * Talent Search (tab All): discoverable talents matching the filter, one more than the page to tell
 * whether another follows. The statement itself (not run), so the benchmark times the same SQL.
 * "walk" reads a sort index in order until the page is full; "fromFilters" collects the matches
 * through the filters' indexes and sorts them (see selectDiscoverableTalents).
 */
export function discoverableTalentsQuery(db: Executor, companyId: string, params: ListParams, plan: "walk" | "fromFilters" = "walk") {
  const { filter, sort, position, limit } = params;
  const conditions: SQL[] = [discoverableBy(companyId), ...talentFilterConditions(filter)];
  if (position) conditions.push(talentCursorCondition(sort, position));
  return db
    .select({ ...talentCardColumns(companyId), sortKey: talentSortKeyText(sort) })
    .from(talents)
    .where(and(...conditions))
    .orderBy(...(plan === "walk" ? talentOrderBy(sort) : talentOrderByFromFilters(sort)))
    .limit(limit + 1);
}

/**
 * How long walking a sort index may take before the filters are known to be rare together. The
 * planner multiplies the filters' shares as if independent, so for a combination few or no talents
 * have (students who worked in government) it still walks the sort index, past every talent: seconds
 * at a million. Past this budget the query is asked again the other way, which such a combination
 * answers from the filters' indexes in milliseconds (npm run bench:talent).
 */
export const SORT_WALK_BUDGET_MS = 30;

const isStatementTimeout = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "57014") return true;
  }
  return false;
};

export async function selectDiscoverableTalents(db: Executor, companyId: string, params: ListParams): Promise<TalentPageRow[]> {
  const filtered = talentFilterConditions({ ...params.filter, q: undefined }).length > 0;
  if (!filtered) return discoverableTalentsQuery(db, companyId, params);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SORT_WALK_BUDGET_MS}`));
      return discoverableTalentsQuery(tx, companyId, params);
    });
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
    return discoverableTalentsQuery(db, companyId, params, "fromFilters");
  }
}

/**
 * The Talent Database: the company's own talents (applied, imported, saved; any visibility), with
 * the same filters and sorts, narrowed to a list and to origins.
 */
export type CompanyTalentsParams = ListParams & { listId?: string; origins?: readonly CompanyTalentOrigin[] };

export async function selectCompanyTalents(db: Executor, companyId: string, params: CompanyTalentsParams): Promise<TalentPageRow[]> {
  return companyTalentsQuery(db, companyId, params);
}

/** The Talent Database statement itself (not run), so the benchmark times the same SQL. */
export function companyTalentsQuery(db: Executor, companyId: string, params: CompanyTalentsParams) {
  const { filter, sort, position, limit, listId, origins } = params;
  const conditions: SQL[] = [...talentFilterConditions(filter)];
  if (origins?.length) conditions.push(inArray(companyTalents.origin, [...origins]));
  if (listId) {
    conditions.push(
      sql`exists (select 1 from ${talentListMembers} where ${talentListMembers.listId} = ${listId} and ${talentListMembers.companyId} = ${companyId} and ${talentListMembers.talentId} = ${outerTalentId})`,
    );
  }
  if (position) conditions.push(talentCursorCondition(sort, position));
  return db
    .select({ ...talentCardColumns(companyId), sortKey: talentSortKeyText(sort) })
    .from(talents)
    .innerJoin(companyTalents, and(eq(companyTalents.talentId, talents.id), eq(companyTalents.companyId, companyId)))
    .where(and(...conditions))
    .orderBy(...talentOrderBy(sort))
    .limit(limit + 1);
}

/** Whether the list is the company's (another company's list reads as missing). */
export async function companyListExists(db: Executor, companyId: string, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: talentLists.id })
    .from(talentLists)
    .where(and(eq(talentLists.id, listId), eq(talentLists.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

export type RecommendedRow = TalentCardRow & { jobId: string; jobTitle: string; score: number; reasons: RecommendationReasons };

/** A For You position: the talent's best score and its id. */
export type RecommendedPosition = { score: number; id: string };

/**
 * For You: talents recommended for the company's open (published) jobs, still discoverable by it.
 * A talent recommended for several jobs appears once, with its best job (highest score, then job
 * id); best scores first, the talent id breaking ties. `jobIds` limits the jobs (the caller's view
 * scope, or the one job asked for).
 */
export async function selectRecommendedTalents(
  db: Executor,
  companyId: string,
  params: { jobIds: string[] | null; position: RecommendedPosition | null; limit: number },
): Promise<RecommendedRow[]> {
  const { jobIds, position, limit } = params;
  if (jobIds && jobIds.length === 0) return [];
  const recommendation = jobTalentRecommendations;
  const best = db.$with("best").as(
    db
      .selectDistinctOn([recommendation.talentId], {
        talentId: recommendation.talentId,
        jobId: recommendation.jobId,
        score: recommendation.score,
        reasons: recommendation.reasons,
        jobTitle: sql<string>`${jobs.role}`.as("job_title"),
      })
      .from(recommendation)
      .innerJoin(jobs, and(eq(jobs.id, recommendation.jobId), eq(jobs.companyId, recommendation.companyId)))
      .where(and(eq(recommendation.companyId, companyId), eq(jobs.status, "published"), jobIds ? inArray(recommendation.jobId, jobIds) : undefined))
      .orderBy(recommendation.talentId, sql`${recommendation.score} desc`, recommendation.jobId),
  );
  const conditions: SQL[] = [discoverableBy(companyId)];
  if (position) conditions.push(sql`(${best.score}, ${best.talentId}) < (${position.score}::integer, ${position.id}::uuid)`);
  const rows = await db
    .with(best)
    .select({ ...talentCardColumns(companyId), jobId: best.jobId, jobTitle: best.jobTitle, score: best.score, reasons: best.reasons })
    .from(best)
    .innerJoin(talents, eq(talents.id, best.talentId))
    .where(and(...conditions))
    .orderBy(sql`${best.score} desc`, sql`${best.talentId} desc`)
    .limit(limit + 1);
  return rows as RecommendedRow[];
}

/**
 * The job banner: the job's recommended talents the company can still find and who are not in its
 * pipeline yet; their count and the best `limit` of them.
 */
export async function selectSuggestedTalents(db: Executor, companyId: string, jobId: string, limit: number): Promise<{ total: number; rows: RecommendedRow[] }> {
  const conditions = and(
    eq(jobTalentRecommendations.jobId, jobId),
    eq(jobTalentRecommendations.companyId, companyId),
    discoverableBy(companyId),
    sql`not exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobId} and ${jobApplications.talentId} = ${outerTalentId})`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...talentCardColumns(companyId), jobId: jobTalentRecommendations.jobId, jobTitle: jobs.role, score: jobTalentRecommendations.score, reasons: jobTalentRecommendations.reasons })
      .from(jobTalentRecommendations)
      .innerJoin(talents, eq(talents.id, jobTalentRecommendations.talentId))
      .innerJoin(jobs, eq(jobs.id, jobTalentRecommendations.jobId))
      .where(conditions)
      .orderBy(sql`${jobTalentRecommendations.score} desc`, sql`${talents.id} desc`)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobTalentRecommendations)
      .innerJoin(talents, eq(talents.id, jobTalentRecommendations.talentId))
      .where(conditions),
  ]);
  return { total: count?.total ?? 0, rows: rows as RecommendedRow[] };
}
