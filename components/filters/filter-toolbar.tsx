"use client";

import { SlidersHorizontal } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ActiveFilterChips } from "./active-filter-chips";
import type { ChipGroup, ChipGroupValues } from "./chip-groups";

/**
 * The open filters (chips, and the phone dialog) are not part of the page's first load: they load
 * on the first hover, focus or press of Filters, and every later list opens them at once.
 */
const loadPanel = () => import("./filter-panel");
type PanelModule = Awaited<ReturnType<typeof loadPanel>>;
let loadedPanel: PanelModule | null = null;

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
  const [panel, setPanel] = useState<PanelModule | null>(loadedPanel);
  const wide = useMediaQuery(wideQuery);
  const panelId = useId();
  const filterCount = groups.reduce((count, group) => count + values[group.key].length, 0);
  const opening = open && !panel;

  const preload = () => void loadPanel().then((module) => (loadedPanel = module), () => undefined);
  const toggle = () => {
    if (panel || open) return setOpen(!open);
    setOpen(true);
    loadPanel().then(
      (module) => {
        loadedPanel = module;
        setPanel(() => module);
      },
      () => {
        setOpen(false);
        toast.error({ title: "The filters could not load", subtitle: "Check your connection, then press Filters again." });
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {search}
        <Button
          variant="secondary"
          aria-label={filterCount > 0 ? `Filters, ${filterCount} active` : "Filters"}
          aria-expanded={open}
          aria-controls={wide && panel && open ? panelId : undefined}
          aria-busy={opening || undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={toggle}
        >
          {opening ? (
            <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
          ) : (
            <SlidersHorizontal className="size-4" aria-hidden />
          )}
          Filters
          {filterCount > 0 ? (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white" aria-hidden>
              {filterCount}
            </span>
          ) : null}
        </Button>
        {sort}
      </div>
      {panel ? (
        <panel.FilterPanel
          id={panelId}
          wide={wide}
          open={open}
          onOpenChange={setOpen}
          groups={groups}
          values={values}
          onFilterChange={onFilterChange}
          onClearFilters={onClearFilters}
        />
      ) : null}
      <ActiveFilterChips groups={groups} values={values} q={q} onChange={onFilterChange} onClearSearch={onClearSearch} onClearAll={onClearFilters} />
    </div>
  );
}
