"use client";

import { ActiveFilterChips as Chips } from "@/components/filters/active-filter-chips";
import type { FilterKey, FilterValues } from "../../lib/candidates-address";
import { FILTER_GROUPS } from "./filter-options";

/** The filters in force as removable chips, and Clear all. */
export function ActiveFilterChips({
  values,
  q,
  onChange,
  onClearSearch,
  onClearAll,
}: {
  values: FilterValues;
  q: string;
  onChange: <K extends FilterKey>(key: K, values: FilterValues[K]) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}) {
  return (
    <Chips groups={FILTER_GROUPS} values={values} q={q} onChange={(key, next) => onChange(key, next as FilterValues[typeof key])} onClearSearch={onClearSearch} onClearAll={onClearAll} />
  );
}
