"use client";

import { useEffect, useRef } from "react";
import { deselect, selectAll, useSelectionStore } from "../../stores/selection-store";

/** Ticks every applicant loaded so far (or unticks them); half-ticked when only some are. */
export function SelectAllLoaded({ ids }: { ids: readonly string[] }) {
  const ticked = useSelectionStore((state) => ids.reduce((count, id) => count + (state.selected[id] ? 1 : 0), 0));
  const all = ids.length > 0 && ticked === ids.length;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={all}
      onChange={() => (all ? deselect(ids) : selectAll(ids))}
      aria-label={`Select all ${ids.length} loaded applicants`}
      className="size-4 accent-brand-600"
    />
  );
}
