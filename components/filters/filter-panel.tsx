"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { CheckChipGroups, type ChipGroup, type ChipGroupValues } from "./check-chip-groups";

export type FilterPanelProps<K extends string> = {
  id: string;
  /** Wide screens: a panel under the bar; phones: a dialog. */
  wide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly ChipGroup<K>[];
  values: ChipGroupValues<K>;
  onFilterChange: (key: K, values: string[]) => void;
  onClearFilters: () => void;
};

/**
 * The open filters of a list: check chips in a panel under the toolbar, or in a dialog on phones.
 * Loaded by the toolbar when the filters are first opened (or hovered), not with the page.
 */
export function FilterPanel<K extends string>({ id, wide, open, onOpenChange, groups, values, onFilterChange, onClearFilters }: FilterPanelProps<K>) {
  if (wide) {
    return open ? (
      <section id={id} aria-label="Filters" className="rounded-xl border border-gray-200 bg-white p-4">
        <CheckChipGroups groups={groups} values={values} onChange={onFilterChange} />
      </section>
    ) : null;
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Filters" size="lg">
        <CheckChipGroups groups={groups} values={values} onChange={onFilterChange} stacked />
        <DialogFooter>
          <Button variant="secondary" onClick={onClearFilters}>
            Clear all
          </Button>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
