"use client";

import { useMemo } from "react";
import { useQueryStates } from "nuqs";
import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import type { TalentSearchTab, TalentSortParam } from "@/server/modules/talents/talents-contract";
import {
  DEFAULT_TALENT_SORT_DIR,
  DEFAULT_TALENT_SORT_PARAM,
  TALENT_FILTER_KEYS,
  talentListParsers,
  talentSearchParsers,
  toRecommendedQuery,
  toTalentFilterQuery,
  type TalentFilterKey,
  type TalentFilterValues,
} from "../lib/talent-search-address";

/** The text, filters and sort of a talent list, kept in the address (typing replaces the history entry, the rest push one). */
function useListActions(setState: (values: Record<string, unknown>, options?: { history: "replace" | "push" }) => unknown) {
  return useMemo(
    () => ({
      setSearch: (q: string) => void setState({ q: q.trim() || null }, { history: "replace" }),
      setFilter: (key: TalentFilterKey, values: TalentFilterValues[TalentFilterKey]) => void setState({ [key]: values.length ? values : null }),
      clearFilters: () => void setState({ ...Object.fromEntries(TALENT_FILTER_KEYS.map((key) => [key, null])), q: null }),
      setSort: (sortParam: TalentSortParam, sortDir: SortDirection) =>
        void setState({ sortParam: sortParam === DEFAULT_TALENT_SORT_PARAM ? null : sortParam, sortDir: sortDir === DEFAULT_TALENT_SORT_DIR ? null : sortDir }),
    }),
    [setState],
  );
}

/** A talent list without tabs (the Talent Database builds on this with its own extra keys). */
export function useTalentListState() {
  const [state, setState] = useQueryStates(talentListParsers, { history: "push" });
  const filterQuery = useMemo(() => toTalentFilterQuery(state), [state]);
  return { state, filterQuery, ...useListActions(setState as never) };
}

/** Talent Search: the tab, and on All the text, filters and sort. */
export function useTalentSearchState() {
  const [state, setState] = useQueryStates(talentSearchParsers, { history: "push" });
  const filterQuery = useMemo(() => toTalentFilterQuery(state), [state]);
  const actions = useListActions(setState as never);
  const recommendedQuery = useMemo(() => toRecommendedQuery(state), [state]);
  const more = useMemo(
    () => ({
      setTab: (tab: TalentSearchTab) => void setState({ tab: tab === "forYou" ? null : tab }),
      setJob: (jobId: string | null) => void setState({ jobId: jobId || null }),
    }),
    [setState],
  );
  return { state, filterQuery, recommendedQuery, ...more, ...actions };
}
