"use client";

import { CheckChipGroups } from "@/components/filters/check-chip-groups";
import type { FilterKey, FilterValues } from "../../lib/candidates-address";
import { FILTER_GROUPS } from "./filter-options";

/** Every filter of spec 3 as groups of check chips; a change applies at once. */
export function FilterGroups({
  values,
  onChange,
  stacked,
  className,
}: {
  values: FilterValues;
  onChange: <K extends FilterKey>(key: K, values: FilterValues[K]) => void;
  /** One group under another at every width (in the phone dialog). */
  stacked?: boolean;
  className?: string;
}) {
  return <CheckChipGroups groups={FILTER_GROUPS} values={values} onChange={(key, next) => onChange(key, next as FilterValues[typeof key])} stacked={stacked} className={className} />;
}
