"use client";

import { useMemo } from "react";
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates, type inferParserType } from "nuqs";
import { SORT_DIRECTIONS, SORT_PARAMS, type SortDirection, type SortParam } from "@/server/modules/pipeline/pipeline-contract";
import type { ApplicationsQuery } from "../../api/applications";
import { DEFAULT_SORT_DIR, DEFAULT_SORT_PARAM, FILTER_KEYS, filterParsers, type FilterKey, type FilterValues } from "../../lib/candidates-address";

/** The table's address: the candidates page's filters (same keys), the step, the sort and the page number. */
export const applicationsQueryParsers = {
  recruitmentStepId: parseAsString,
  q: parseAsString.withDefault(""),
  sortParam: parseAsStringLiteral(SORT_PARAMS),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS),
  page: parseAsInteger.withDefault(1),
  ...filterParsers,
};
export type ApplicationsQueryState = inferParserType<typeof applicationsQueryParsers>;

/** The API's filter of the address: empty filters left out, so equal filters share a cache key. */
export function toApplicationsFilter(state: ApplicationsQueryState, options: { aiEnabled: boolean }): Omit<ApplicationsQuery, "page" | "limit"> {
  const query: Omit<ApplicationsQuery, "page" | "limit"> = {};
  for (const key of FILTER_KEYS) {
    const values = state[key];
    if (values.length > 0) Object.assign(query, { [key]: values });
  }
  if (state.q.trim()) query.q = state.q.trim();
  if (state.recruitmentStepId) query.recruitmentStepId = state.recruitmentStepId;
  // A shared link may ask for the AI sort while the analyzer is off: the API would refuse it.
  if (state.sortParam && (state.sortParam !== "aiScore" || options.aiEnabled)) query.sortParam = state.sortParam;
  if (state.sortDir) query.sortDir = state.sortDir;
  return query;
}

/**
 * The applications table's filters, sort and page live in the address (?page=&sortParam=&sortDir=
 * and the candidates page's filter keys), so a reload, a shared link and back/forward show the same
 * rows. A changed filter, step, search or sort goes back to page 1. Typing replaces the history
 * entry; the rest push one.
 */
export function useApplicationsQueryState({ aiEnabled }: { aiEnabled: boolean }) {
  const [state, setState] = useQueryStates(applicationsQueryParsers, { history: "push" });
  const filter = useMemo(() => toApplicationsFilter(state, { aiEnabled }), [state, aiEnabled]);
  const activeFilterCount = FILTER_KEYS.reduce((count, key) => count + state[key].length, 0) + (state.q.trim() ? 1 : 0);
  const actions = useMemo(
    () => ({
      setStep: (recruitmentStepId: string | null) => void setState({ recruitmentStepId, page: null }),
      setSearch: (q: string) => void setState({ q: q.trim() || null, page: null }, { history: "replace" }),
      setFilter: <K extends FilterKey>(key: K, values: FilterValues[K]) => void setState({ [key]: values.length ? values : null, page: null }),
      clearFilters: () => void setState({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), q: null, recruitmentStepId: null, page: null }),
      setSort: (sortParam: SortParam, sortDir: SortDirection) =>
        void setState({
          sortParam: sortParam === DEFAULT_SORT_PARAM ? null : sortParam,
          sortDir: sortDir === DEFAULT_SORT_DIR ? null : sortDir,
          page: null,
        }),
      setPage: (page: number) => void setState({ page: page > 1 ? page : null }),
    }),
    [setState],
  );
  const filters = useMemo(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, state[key]])) as FilterValues, [state]);
  return { state, filter, filters, page: Math.max(1, state.page), activeFilterCount, hasFilters: activeFilterCount > 0 || Boolean(state.recruitmentStepId), ...actions };
}
