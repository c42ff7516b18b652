"use client";

import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import type { TalentSortParam } from "@/server/modules/talents/talents-contract";
import { useTalentSearch } from "../api/search-talents";
import type { TalentFilterKey, TalentFilterQuery, TalentFilterValues, TalentListState } from "../lib/talent-search-address";
import { talentSearchPaths } from "../lib/talent-paths";
import { TalentFilterBar } from "./talent-filter-bar";
import { TALENT_SEARCH_FILTER_GROUPS } from "./talent-filter-options";
import { TalentResults } from "./talent-results";

/** Talent Search's All tab: text, the spec 3 filters and the sorts over every discoverable talent. */
export function TalentSearchAllTab({
  state,
  query,
  onSearch,
  onFilterChange,
  onSortChange,
  onClearFilters,
}: {
  state: TalentListState;
  query: TalentFilterQuery;
  onSearch: (q: string) => void;
  onFilterChange: (key: TalentFilterKey, values: TalentFilterValues[TalentFilterKey]) => void;
  onSortChange: (sortParam: TalentSortParam, sortDir: SortDirection) => void;
  onClearFilters: () => void;
}) {
  const search = useTalentSearch(query);
  return (
    <>
      <TalentFilterBar state={state} onSearch={onSearch} onFilterChange={onFilterChange} onSortChange={onSortChange} onClearFilters={onClearFilters} groups={TALENT_SEARCH_FILTER_GROUPS} />
      <TalentResults
        query={search}
        hrefOf={talentSearchPaths.detail}
        label="Talents"
        emptyTitle="No talents match"
        emptyText="Try fewer filters or another search: talents who are actively looking or open to opportunities appear here."
      />
    </>
  );
}
