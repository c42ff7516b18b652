"use client";

import { SlidersHorizontal } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ActiveFilterChips } from "./active-filter-chips";
import { CheckChipGroups, type ChipGroup, type ChipGroupValues } from "./check-chip-groups";

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

export type FilterToolbarProps<K extends string> = {
  /** The search box, then the sort controls, on the toolbar's first row. */
  search: React.ReactNode;
  sort: React.ReactNode;
  q: string;
  groups: readonly ChipGroup<K>[];
  values: ChipGroupValues<K>;
  onFilterChange: (key: K, values: string[]) => void;
  onClearSearch: () => void;
  onClearFilters: () => void;
  /** From this width the filters open in a panel under the bar; narrower, in a dialog. */
  wideQuery?: string;
};

/**
 * Search, filters and sort of a list. On wide screens the filters open in a panel under the bar; on
 * phones in a dialog. Whatever is chosen shows as chips with Clear all.
 */
export function FilterToolbar<K extends string>({ search, sort, q, groups, values, onFilterChange, onClearSearch, onClearFilters, wideQuery = "(min-width: 768px)" }: FilterToolbarProps<K>) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(wideQuery);
  const panelId = useId();
  const filterCount = groups.reduce((count, group) => count + values[group.key].length, 0);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {search}
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
        {sort}
      </div>
      {wide && open ? (
        <section id={panelId} aria-label="Filters" className="rounded-xl border border-gray-200 bg-white p-4">
          <CheckChipGroups groups={groups} values={values} onChange={onFilterChange} />
        </section>
      ) : null}
      {!wide ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Filters" size="lg">
            <CheckChipGroups groups={groups} values={values} onChange={onFilterChange} stacked />
            <DialogFooter>
              <Button variant="secondary" onClick={onClearFilters}>
                Clear all
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
      <ActiveFilterChips groups={groups} values={values} q={q} onChange={onFilterChange} onClearSearch={onClearSearch} onClearAll={onClearFilters} />
    </div>
  );
}
