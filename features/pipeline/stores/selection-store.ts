"use client";

import { useCallback, useEffect, useRef } from "react";
import { create } from "zustand";

type SelectionState = {
  /** Selected application ids (a record, so one card reads only its own entry). */
  selected: Record<string, true>;
  /** The last id clicked without shift: a shift-click selects from here. */
  anchor: string | null;
};

/**
 * The applicants ticked on the board or list. Cards subscribe to their own id only
 * (`useIsSelected`), so ticking one re-renders that card and the bulk bar, not the whole board.
 */
export const useSelectionStore = create<SelectionState>(() => ({ selected: {}, anchor: null }));

export const useIsSelected = (id: string) => useSelectionStore((state) => state.selected[id] === true);
export const useSelectedCount = () => useSelectionStore((state) => Object.keys(state.selected).length);

export function selectedIds(): string[] {
  return Object.keys(useSelectionStore.getState().selected);
}

/**
 * Ticks or unticks one applicant. With `range` (shift held) and an anchor among `orderedIds`,
 * every applicant between the anchor and this one takes this one's new state.
 */
export function toggleSelection(id: string, options: { range?: boolean; orderedIds?: readonly string[] } = {}): void {
  useSelectionStore.setState((state) => {
    const select = !state.selected[id];
    const next = { ...state.selected };
    const ids = options.orderedIds ?? [];
    const from = state.anchor ? ids.indexOf(state.anchor) : -1;
    const to = ids.indexOf(id);
    const span = options.range && from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    for (const each of span) {
      if (select) next[each] = true;
      else delete next[each];
    }
    return { selected: next, anchor: id };
  });
}

export function selectAll(ids: readonly string[]): void {
  useSelectionStore.setState((state) => ({ selected: { ...state.selected, ...Object.fromEntries(ids.map((id) => [id, true as const])) } }));
}

export function deselect(ids: readonly string[]): void {
  useSelectionStore.setState((state) => {
    const next = { ...state.selected };
    for (const id of ids) delete next[id];
    return { selected: next };
  });
}

export function clearSelection(): void {
  useSelectionStore.setState({ selected: {}, anchor: null });
}

/**
 * A stable tick handler for a list shown in `ids` order: a shift-click ticks the range from the
 * last tick, in the order the list shows now (the latest ids, without re-creating the handler, so
 * memoised rows are not re-rendered when more pages load).
 */
export function useRangeToggle(ids: readonly string[]): (id: string, range: boolean) => void {
  const orderedIds = useRef<readonly string[]>(ids);
  useEffect(() => {
    orderedIds.current = ids;
  }, [ids]);
  return useCallback((id: string, range: boolean) => toggleSelection(id, { range, orderedIds: orderedIds.current }), []);
}
