"use client";

import { FilterToolbar } from "@/components/filters/filter-toolbar";
import type { SortDirection, SortParam } from "@/server/modules/pipeline/pipeline-contract";
import { DEFAULT_SORT_DIR, DEFAULT_SORT_PARAM, type FilterKey, type FilterValues } from "../../lib/candidates-address";
import { FILTER_GROUPS } from "./filter-options";
import { SearchBox } from "./search-box";
import { SortMenu } from "./sort-menu";

export type CandidatesToolbarProps = {
  q: string;
  filters: FilterValues;
  sortParam: SortParam | null;
  sortDir: SortDirection | null;
  activeFilterCount: number;
  aiEnabled: boolean;
  onSearch: (q: string) => void;
  onFilterChange: <K extends FilterKey>(key: K, values: FilterValues[K]) => void;
  onSortChange: (sortParam: SortParam, sortDir: SortDirection) => void;
  onClearFilters: () => void;
};

/**
 * Search, the filters of spec 3 and the sort. On wide screens the filters open in a panel under the
 * bar; on phones in a dialog. Whatever is chosen shows as chips with Clear all.
 */
export function CandidatesToolbar({ q, filters, sortParam, sortDir, aiEnabled, onSearch, onFilterChange, onSortChange, onClearFilters }: CandidatesToolbarProps) {
  return (
    <FilterToolbar
      search={<SearchBox value={q} onSearch={onSearch} />}
      sort={<SortMenu sortParam={sortParam ?? DEFAULT_SORT_PARAM} sortDir={sortDir ?? DEFAULT_SORT_DIR} aiEnabled={aiEnabled} onChange={onSortChange} />}
      q={q}
      groups={FILTER_GROUPS}
      values={filters}
      onFilterChange={(key, next) => onFilterChange(key, next as FilterValues[typeof key])}
      onClearSearch={() => onSearch("")}
      onClearFilters={onClearFilters}
    />
  );
}
