"use client";

import { useMemo } from "react";
import { useQueryStates } from "nuqs";
import type { SortDirection, SortParam } from "@/server/modules/pipeline/pipeline-contract";
import {
  candidatesQueryParsers,
  DEFAULT_SORT_DIR,
  DEFAULT_SORT_PARAM,
  FILTER_KEYS,
  toFilterQuery,
  type CandidateView,
  type FilterKey,
  type FilterValues,
} from "../lib/candidates-address";

/**
 * The candidates page's view, step, search, filters, sort and paging live in the address, so a
 * reload, a shared link, back/forward and the applicant page's previous/next all see the same
 * candidates. A changed filter, search or sort starts again from the first page. Typing replaces
 * the history entry; the rest push one.
 */
export function useCandidatesQueryState() {
  const [state, setState] = useQueryStates(candidatesQueryParsers, { history: "push" });
  const filterQuery = useMemo(() => toFilterQuery(state), [state]);
  const activeFilterCount = FILTER_KEYS.reduce((count, key) => count + state[key].length, 0) + (state.q.trim() ? 1 : 0);
  const actions = useMemo(
    () => ({
      setView: (view: CandidateView) => void setState({ view: view === "board" ? null : view, page: null }),
      setStep: (recruitmentStepId: string | null) => void setState({ recruitmentStepId, page: null }),
      setSearch: (q: string) => void setState({ q: q.trim() || null, page: null }, { history: "replace" }),
      setFilter: <K extends FilterKey>(key: K, values: FilterValues[K]) => void setState({ [key]: values.length ? values : null, page: null }),
      clearFilters: () => void setState({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), q: null, page: null }),
      setSort: (sortParam: SortParam, sortDir: SortDirection) =>
        void setState({
          sortParam: sortParam === DEFAULT_SORT_PARAM ? null : sortParam,
          sortDir: sortDir === DEFAULT_SORT_DIR ? null : sortDir,
          page: null,
        }),
      setPage: (page: number) => void setState({ page: page > 1 ? page : null }, { history: "replace" }),
    }),
    [setState],
  );
  return { state, filterQuery, activeFilterCount, hasFilters: activeFilterCount > 0, ...actions };
}
