/**
 * Candidate filters and sorts (spec 3 Filters and Sort options): ONE builder shared by the
 * candidates list, the applicant detail's previous/next, the applications table and exports.
 *
 * The filters', sorts' and cursors' SQL lives in candidate-filter-sql.ts (the exports' queries
 * compose it directly, as another module's *-sql.ts); the rules needing the database stay here.
 *
 * Exports (names are stable; other modules import them):
 * - `candidateFilterSchema` (zod): the filter + sort query, no paging. Repeated keys arrive as a
 *   single value or an array; values are checked against pipeline-contract.ts and a bad one is a
 *   422 naming its field. `CandidateFilter` is its output, `CandidateFilterInput` its input.
 * - `candidateFilterConditions(filter, { stepRowId? })`: WHERE conditions over `job_applications`
 *   alone (the talent's facts are its `talent_*` copies, migration 0009). The caller adds
 *   `job_applications.job_id = <job>` (`candidateFrom` gives the from). The step
 *   filter is a step row id (`findCandidateStepRowId`, or any SQL giving it): the query speaks of
 *   composed step keys but applications point at step rows.
 * - `candidateFrom(db, columns)`: `select … from job_applications` (add the job's where).
 * - `candidateFilterNeedsTalent(filter)` / `candidateSortNeedsTalent(sort)`: whether the conditions
 *   or the order read talents: no longer (kept so callers need not know).
 * - `candidateSortOf(filter)` → `CandidateSort`; `candidateOrderBy(sort, "forward"|"backward", on?)`:
 *   ORDER BY (nulls always last, the application id breaks ties); `candidateSortKeyText(sort)`: the
 *   row's sort value as exact text (select it to build a cursor); `candidateSortKey(sort)`: the typed
 *   value, to carry through a subquery (then pass `on: { key, id }` of its columns to order/cursor).
 * - `encodeCandidateCursor(sort, { key, id })` / `decodeCandidateCursor(sort, text)`: the opaque
 *   keyset cursor; a cursor that is not one this sort gave → 422 on `cursor`.
 * - `candidateCursorCondition(sort, position, "after"|"before", on?)`: rows after (the next page, the
 *   next neighbour) or before (the previous neighbour) a position, in the sort's order.
 * - `assertCandidateSortAllowed(filter, { aiScoreEnabled })`: aiScore only while the
 *   `ai-candidate-analyzer` flag is on (`isAiCandidateAnalyzerOn(db, companyId)`), else 422 on sortParam.
 * - `findCandidateStepRowId(db, jobId, stepKey)`: the step row of a composed key, or 422 on
 *   recruitmentStepId.
 */
import type { Executor } from "@/server/db/client";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { aiSortUnavailable, unknownCandidateStep } from "./applications-errors";
import type { CandidateFilter } from "./applications-schemas";
import { findStepRowIdByKey } from "./applications-queries";

export const AI_CANDIDATE_ANALYZER_FLAG = "ai-candidate-analyzer";

// The zod schema lives with the other API schemas (the portal imports those; this file is server-only).
export { CANDIDATE_SEARCH_MAX_LENGTH, candidateFilterSchema, type CandidateFilter, type CandidateFilterInput } from "./applications-schemas";

// ---------------------------------------------------------------------------------------------
// Rules needing the database

/** Whether the company sees the AI candidate analyzer (its score, its sort). */
export async function isAiCandidateAnalyzerOn(db: Executor, companyId: string): Promise<boolean> {
  const { flags } = await getEffectiveFlags(db, companyId);
  return flags[AI_CANDIDATE_ANALYZER_FLAG] === true;
}

/** The AI match score sort exists only while the analyzer flag is on. */
export function assertCandidateSortAllowed(filter: Pick<CandidateFilter, "sortParam">, options: { aiScoreEnabled: boolean }): void {
  if (filter.sortParam === "aiScore" && !options.aiScoreEnabled) {
    throw aiSortUnavailable();
  }
}

/** The step row of a composed step key of the job, or 422 on recruitmentStepId. */
export async function findCandidateStepRowId(db: Executor, jobId: string, stepKey: string): Promise<string> {
  const rowId = await findStepRowIdByKey(db, jobId, stepKey);
  if (!rowId) throw unknownCandidateStep();
  return rowId;
}
