/**
 * The reads of Talent Search (All, For You, the job banner) and of the Talent Database list. Plain
 * functions of (db, params), every one scoped to the caller's company.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, jobTalentRecommendations, talentListMembers, talentLists, type RecommendationReasons } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";
import type { TalentCardRow } from "./talent-cards";
import { discoverableBy, outerTalentId, talentCardColumns } from "./talent-cards-queries";
import { talentCursorCondition, talentFilterConditions, talentOrderBy, talentOrderByFromFilters, talentSortKey, talentSortKeyBounds, talentSortKeyText, type TalentPosition, type TalentSort } from "./talent-filters-queries";
import { discoverablePredicate } from "./talent-search-sort-keys";
import type { CompanyTalentOrigin } from "./talents-contract";
import type { TalentFilter } from "./talents-schemas";

export type TalentPageRow = TalentCardRow & { sortKey: string };

export type ListParams = { filter: Omit<TalentFilter, "sortParam" | "sortDir">; sort: TalentSort; position: TalentPosition | null; limit: number };

/**
 * How a search finds its page. "walk" reads a sort index in order until the page is full (the
 * planner's own plan, right for a search without filters). "boundedWalk" reads at most `walkRows`
 * talents of the sort index and keeps those matching the filters (boundedWalkQuery). "fromFilters"
 * gathers every match through the filters' index (search_facets, migration 0021) and sorts them.
 * See selectDiscoverableTalents.
 */
export type TalentSearchPlan = "walk" | "boundedWalk" | "fromFilters";

/**
 * How many talents a filtered search walks in sort order per row of the page before it takes the
 * filters to be rare together (fewer than one talent in this many matches). Past that, gathering the
 * few matches through the facets index and sorting them costs less than walking on (npm run
 * bench:talent), and the walk could otherwise pass every talent, as for a combination nobody has.
 */
export const WALK_ROWS_PER_PAGE_ROW = 200;
export const walkRowsFor = (limit: number) => (limit + 1) * WALK_ROWS_PER_PAGE_ROW;

/**
 * The first `walkRows` discoverable talents after the position in the sort's order, as a subquery
 * named "talents" so the filters read it: only the columns they test and the key as "sort_key"
 * (carrying every column of every walked row through the subquery cost ten times the walk itself).
 */
function walkedTalents(db: Executor, params: ListParams, walkRows: number) {
  const { filter, sort, position } = params;
  const columns: SelectedFields = { id: talents.id, visibility: talents.visibility, jobSeekingStatus: talents.jobSeekingStatus, searchFacets: talents.searchFacets };
  if (filter.q) Object.assign(columns, { searchText: talents.searchText, name: talents.name, headline: talents.headline, university: talents.university, skills: talents.skills, education: talents.education, experiences: talents.experiences });
  return db
    .select({ ...columns, sortKey: sql`${talentSortKey(sort)}`.as("sort_key") })
    .from(talents)
    .where(and(sql.raw(discoverablePredicate()), ...talentSortKeyBounds(filter, sort), position ? talentCursorCondition(sort, position) : undefined))
    .orderBy(...talentOrderBy(sort))
    .limit(walkRows)
    .as("talents");
}
/** The walked subquery's key column, which carries the walk's order out of it. */
const walkedKey = { key: sql.raw(`"talents"."sort_key"`), id: outerTalentId };

/**
 * The bounded walk: the walked talents matching the filter, at most one more than the page, as
 * cards. The inner select orders by the walked key column, so the planner keeps the walk's order and
 * stops reading it as soon as the page is full; only then are those few joined to their cards. Not
 * run, so the benchmark times it.
 */
export function boundedWalkQuery(db: Executor, companyId: string, params: ListParams, walkRows = walkRowsFor(params.limit)) {
  const page = db
    .select({ id: sql<string>`${outerTalentId}`.as("walked_id"), key: sql`${walkedKey.key}`.as("walked_key"), keyText: talentSortKeyText(params.sort, walkedKey).as("walked_key_text") })
    .from(walkedTalents(db, params, walkRows))
    .where(and(discoverableBy(companyId), ...talentFilterConditions(params.filter)))
    .orderBy(...talentOrderBy(params.sort, walkedKey))
    .limit(params.limit + 1)
    .as("walked_page");
  return db
    .select({ ...talentCardColumns(companyId), sortKey: sql<string>`${page.keyText}` })
    .from(page)
    .innerJoin(talents, eq(talents.id, page.id))
    .orderBy(...talentOrderBy(params.sort, { key: sql`${page.key}`, id: sql`${page.id}` }));
}

/**
 * Talent Search (tab All): discoverable talents matching the filter, one more than the page to tell
 * whether another follows. The statement itself (not run), so the benchmark times the same SQL.
 */
export function discoverableTalentsQuery(db: Executor, companyId: string, params: ListParams, plan: Exclude<TalentSearchPlan, "boundedWalk"> = "walk") {
  const { filter, sort, position, limit } = params;
  const conditions: SQL[] = [discoverableBy(companyId), ...talentFilterConditions(filter), ...talentSortKeyBounds(filter, sort)];
  if (position) conditions.push(talentCursorCondition(sort, position));
  return db
    .select({ ...talentCardColumns(companyId), sortKey: talentSortKeyText(sort) })
    .from(talents)
    .where(and(...conditions))
    .orderBy(...(plan === "walk" ? talentOrderBy(sort) : talentOrderByFromFilters(sort)))
    .limit(limit + 1);
}

/** Whether fewer than `walkRows` discoverable talents follow the position (a bounded walk then saw them all). */
async function walkSawEveryTalent(db: Executor, params: ListParams, walkRows: number): Promise<boolean> {
  const [row] = await db.select({ walked: sql<number>`count(*)::int` }).from(walkedTalents(db, params, walkRows));
  return (row?.walked ?? 0) < walkRows;
}

/**
 * A ceiling in time on the bounded walk (its rows are bounded already): on a machine so loaded that
 * the walk overruns it, the gather through the filters' index is asked instead.
 */
export const SORT_WALK_BUDGET_MS = 30;

const isStatementTimeout = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "57014") return true;
  }
  return false;
};

/** The plan a search starts with: a bounded walk when any spec 3 filter is set (text alone is not one). */
export function firstPlanOf(filter: ListParams["filter"]): TalentSearchPlan {
  return talentFilterConditions({ ...filter, q: undefined }).length > 0 ? "boundedWalk" : "walk";
}

/**
 * A search without filters walks the sort index (text alone is left to the planner, which knows the
 * trigram index). A filtered one cannot trust the planner: it multiplies the filters' shares as if
 * independent, and for a combination few or no talents have it walks past every talent. So it first
 * walks a bounded stretch of the sort index: a full page found there is the answer (the first matches
 * in order). Otherwise, unless the walk saw every talent left, the matches are rare (fewer than one
 * in WALK_ROWS_PER_PAGE_ROW), and they are gathered through the facets index and sorted: the same
 * rows in the same order, from any cursor.
 */
export async function selectDiscoverableTalents(db: Executor, companyId: string, params: ListParams, walkRows = walkRowsFor(params.limit)): Promise<TalentPageRow[]> {
  if (firstPlanOf(params.filter) === "walk") return discoverableTalentsQuery(db, companyId, params);
  let walked: TalentPageRow[] | null = null;
  try {
    walked = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SORT_WALK_BUDGET_MS}`));
      return boundedWalkQuery(tx, companyId, params, walkRows);
    });
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
  }
  if (walked && walked.length > params.limit) return walked;
  // Near the end of the list the walk may have seen every talent left, and the page is complete; a
  // gather there would sort every match of the filter before the cursor (say, the last page of all
  // women). From the start of the list that means fewer talents than a walk: the gather is cheap.
  if (walked && params.position && (await walkSawEveryTalent(db, params, walkRows))) return walked;
  return discoverableTalentsQuery(db, companyId, params, "fromFilters");
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
  const conditions: SQL[] = [...talentFilterConditions(filter), ...talentSortKeyBounds(filter, sort)];
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
