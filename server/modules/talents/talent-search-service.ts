/**
 * Talent Search (tabs All and For You), the job banner of suggested talents, and the Talent
 * Database list. The routes check talentHunt / talentDb; this checks what depends on a job (its
 * company, the caller's view of it) and turns rows into pages with opaque keyset cursors.
 */
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { decodeKeysetCursor, encodeKeysetCursor } from "@/server/lib/keyset-cursor";
import { findCompanyJob, loadSubject } from "@/server/modules/jobs/jobs-service";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { toTalentCard } from "./talent-cards";
import { decodeTalentCursor, encodeTalentCursor, talentSortOf } from "./talent-filters-queries";
import {
  companyListExists,
  selectCompanyTalents,
  selectDiscoverableTalents,
  selectRecommendedTalents,
  selectSuggestedTalents,
  type RecommendedRow,
  type TalentPageRow,
} from "./talent-search-queries";
import { JOB_BANNER_TALENTS } from "./talents-contract";
import { filterListNotFound } from "./talents-errors";
import type { Recommendation, TalentDatabaseQuery, TalentPage, TalentSearchQuery } from "./talents-schemas";

// What the talent benchmark (scripts/bench-talent.ts) times: the lists' statements and the builders they are made of.
export { boundedWalkQuery, companyTalentsQuery, discoverableTalentsQuery, firstPlanOf, selectCompanyTalents, selectDiscoverableTalents } from "./talent-search-queries";
export { talentFilterConditions, talentOrderBy, talentSortKeyText, talentSortOf } from "./talent-filters-queries";
export { discoverableBy } from "./talent-cards-queries";

type RecommendedQuery = { jobId?: string; cursor?: string; limit: number };

function pageOf(rows: TalentPageRow[], limit: number, cursorOf: (row: TalentPageRow) => string): TalentPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    docs: page.map(({ sortKey: _sortKey, ...row }) => toTalentCard(row)),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}

/** GET talents/search (tab All): discoverable talents matching the filter, in the sort's order. */
export async function searchTalents(db: Executor, session: CompanySessionContext, query: TalentSearchQuery): Promise<TalentPage> {
  const { cursor, limit, sortParam, sortDir, ...filter } = query;
  const sort = talentSortOf({ sortParam, sortDir });
  const position = cursor ? decodeTalentCursor(sort, cursor) : null;
  const rows = await selectDiscoverableTalents(db, session.companyId, { filter, sort, position, limit });
  return pageOf(rows, limit, (row) => encodeTalentCursor(sort, { key: row.sortKey, id: row.id }));
}

/** GET talent-database: the company's own talents, with the search's filters and sorts, a list and origins. */
export async function listCompanyTalents(db: Executor, session: CompanySessionContext, query: TalentDatabaseQuery): Promise<TalentPage> {
  const { cursor, limit, sortParam, sortDir, listId, origin, ...filter } = query;
  const sort = talentSortOf({ sortParam, sortDir });
  const position = cursor ? decodeTalentCursor(sort, cursor) : null;
  if (listId && !(await companyListExists(db, session.companyId, listId))) throw filterListNotFound();
  const rows = await selectCompanyTalents(db, session.companyId, { filter, sort, position, limit, listId, origins: origin });
  return pageOf(rows, limit, (row) => encodeTalentCursor(sort, { key: row.sortKey, id: row.id }));
}

// For You keeps its own order (best score first), so its cursors are of their own sort.
const RECOMMENDED_SORT = { param: "recommendationScore", dir: "desc" } as const;
const RECOMMENDED_KEY = { kind: "integer", nullable: false } as const;

function recommendationOf(row: RecommendedRow): Recommendation {
  return {
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    score: row.score,
    matchedSkills: row.reasons?.matchedSkills ?? [],
    education: row.reasons?.education ?? null,
    experience: row.reasons?.experience ?? null,
  };
}

/**
 * The job ids whose recommendations the caller may see: the one asked for (of the company, and
 * viewable, else 404 / 403), or every job the caller views (null: all of them).
 */
async function recommendationJobScope(db: Executor, session: CompanySessionContext, jobId: string | undefined): Promise<string[] | null> {
  if (jobId) {
    await findCompanyJob(db, session.companyId, jobId);
    await assertCan(db, session, "jobPost", "view", { jobId });
    return [jobId];
  }
  const scope = jobScopeOf(await loadSubject(db, session), "jobPost", "view");
  return scope.all ? null : scope.jobIds;
}

/** GET talents/recommended (tab For You): each recommended talent once, with its best job's reasons. */
export async function listRecommendedTalents(db: Executor, session: CompanySessionContext, query: RecommendedQuery): Promise<TalentPage> {
  const decoded = query.cursor ? decodeKeysetCursor(RECOMMENDED_KEY, RECOMMENDED_SORT, query.cursor) : null;
  const jobIds = await recommendationJobScope(db, session, query.jobId);
  const position = decoded ? { score: Number(decoded.key), id: decoded.id } : null;
  const rows = await selectRecommendedTalents(db, session.companyId, { jobIds, position, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    docs: page.map((row) => toTalentCard(row, recommendationOf(row))),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(RECOMMENDED_SORT, { key: String(last.score), id: last.id }) : null,
  };
}

/** GET job/{jobId}/suggested-talents: the banner's count and best few talents not yet in the job's pipeline. */
export async function listSuggestedTalents(db: Executor, session: CompanySessionContext, jobId: string) {
  await findCompanyJob(db, session.companyId, jobId);
  await assertCan(db, session, "jobPost", "view", { jobId });
  const { total, rows } = await selectSuggestedTalents(db, session.companyId, jobId, JOB_BANNER_TALENTS);
  return { total, talents: rows.map((row) => toTalentCard(row, recommendationOf(row))) };
}
