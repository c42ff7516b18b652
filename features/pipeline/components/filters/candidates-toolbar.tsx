"use client";

import { SlidersHorizontal } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import type { SortDirection, SortParam } from "@/server/modules/pipeline/pipeline-contract";
import { DEFAULT_SORT_DIR, DEFAULT_SORT_PARAM, type FilterKey, type FilterValues } from "../../lib/candidates-address";
import { ActiveFilterChips } from "./active-filter-chips";
import { FilterGroups } from "./filter-groups";
import { SearchBox } from "./search-box";
import { SortMenu } from "./sort-menu";

const WIDE_QUERY = "(min-width: 768px)";

function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

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
export function CandidatesToolbar({ q, filters, sortParam, sortDir, activeFilterCount, aiEnabled, onSearch, onFilterChange, onSortChange, onClearFilters }: CandidatesToolbarProps) {
  const [open, setOpen] = useState(false);
  const wide = useIsWide();
  const panelId = useId();
  const filterCount = activeFilterCount - (q.trim() ? 1 : 0);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox value={q} onSearch={onSearch} />
        <Button
          variant="secondary"
          aria-label={filterCount > 0 ? `Filters, ${filterCount} active` : "Filters"}
          aria-expanded={open}
          aria-controls={wide && open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters
          {filterCount > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white" aria-hidden>
              {filterCount}
            </span>
          ) : null}
        </Button>
        <SortMenu
          sortParam={sortParam ?? DEFAULT_SORT_PARAM}
          sortDir={sortDir ?? DEFAULT_SORT_DIR}
          aiEnabled={aiEnabled}
          onChange={onSortChange}
        />
      </div>
      {wide && open ? (
        <section id={panelId} aria-label="Filters" className={cn("rounded-xl border border-gray-200 bg-white p-4")}>
          <FilterGroups values={filters} onChange={onFilterChange} />
        </section>
      ) : null}
      {!wide ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Filters" size="lg">
            <FilterGroups values={filters} onChange={onFilterChange} stacked />
            <DialogFooter>
              <Button variant="secondary" onClick={onClearFilters}>
                Clear all
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
      <ActiveFilterChips values={filters} q={q} onChange={onFilterChange} onClearSearch={() => onSearch("")} onClearAll={onClearFilters} />
    </div>
  );
}
