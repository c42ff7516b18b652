"use client";

import { useMemo } from "react";
import { useQueryStates } from "nuqs";
import type { SortDirection, SortParam } from "@/server/modules/pipeline/pipeline-contract";
import { applicationsQueryParsers, toApplicationsFilter } from "../lib/applications-address";
import { DEFAULT_SORT_DIR, DEFAULT_SORT_PARAM, FILTER_KEYS, type FilterKey, type FilterValues } from "../lib/candidates-address";

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
