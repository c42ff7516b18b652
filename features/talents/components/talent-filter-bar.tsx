"use client";

import type { ChipGroup } from "@/components/filters/chip-groups";
import { FilterToolbar } from "@/components/filters/filter-toolbar";
import { SearchBox } from "@/components/filters/search-box";
import { SortSelect } from "@/components/filters/sort-select";
import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import { TALENT_SEARCH_MAX_LENGTH, TALENT_SORT_LABELS, TALENT_SORT_PARAMS, type TalentSortParam } from "@/server/modules/talents/talents-contract";
import { DEFAULT_TALENT_SORT_DIR, DEFAULT_TALENT_SORT_PARAM, type TalentFilterKey, type TalentFilterValues, type TalentListState } from "../lib/talent-search-address";
import { TALENT_FILTER_GROUPS } from "./talent-filter-options";

/** How each direction reads for a talent sort: last active is newest/oldest, age youngest/oldest, the rest highest/lowest. */
export function talentSortDirectionLabels(sortParam: TalentSortParam): Record<SortDirection, string> {
  if (sortParam === "lastActive") return { desc: "Newest first", asc: "Oldest first" };
  // Birth date descending is the youngest first.
  if (sortParam === "BIRTHDATE") return { desc: "Youngest first", asc: "Oldest first" };
  return { desc: "Highest first", asc: "Lowest first" };
}

export type TalentFilterBarProps = {
  state: TalentListState;
  onSearch: (q: string) => void;
  onFilterChange: (key: TalentFilterKey, values: TalentFilterValues[TalentFilterKey]) => void;
  onSortChange: (sortParam: TalentSortParam, sortDir: SortDirection) => void;
  onClearFilters: () => void;
  /** The filter groups offered (default: all of them; Talent Search narrows the job-seeking statuses). */
  groups?: ChipGroup<TalentFilterKey>[];
};

/**
 * Text search (name, headline, skills, schools, companies), the filters of spec 3 with job-seeking
 * status, and the sorts. Under 998 px (spec 9's mobile breakpoint) the filters open in a dialog.
 */
export function TalentFilterBar({ state, onSearch, onFilterChange, onSortChange, onClearFilters, groups = TALENT_FILTER_GROUPS }: TalentFilterBarProps) {
  const sortParam = state.sortParam ?? DEFAULT_TALENT_SORT_PARAM;
  return (
    <FilterToolbar
      search={
        <SearchBox value={state.q} onSearch={onSearch} maxLength={TALENT_SEARCH_MAX_LENGTH} placeholder="Search name, headline, skills, school, company" label="Search talents" />
      }
      sort={
        <SortSelect
          sortParam={sortParam}
          sortDir={state.sortDir ?? DEFAULT_TALENT_SORT_DIR}
          options={TALENT_SORT_PARAMS.map((param) => ({ value: param, label: TALENT_SORT_LABELS[param] }))}
          directionLabels={talentSortDirectionLabels(sortParam)}
          onChange={onSortChange}
        />
      }
      q={state.q}
      groups={groups}
      values={state}
      onFilterChange={(key, next) => onFilterChange(key, next as TalentFilterValues[typeof key])}
      onClearSearch={() => onSearch("")}
      onClearFilters={onClearFilters}
      wideQuery="(min-width: 998px)"
    />
  );
}
