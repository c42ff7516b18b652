"use client";

import { X } from "lucide-react";
import { FILTER_KEYS, type FilterKey, type FilterValues } from "../../lib/candidates-address";
import { filterValueLabel } from "./filter-options";

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
  const chips = FILTER_KEYS.flatMap((key) => (values[key] as readonly string[]).map((value) => ({ key, value, label: filterValueLabel(key, value) })));
  if (chips.length === 0 && !q.trim()) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-1.5">
      {q.trim() ? (
        <li>
          <Chip label={`“${q.trim()}”`} removeLabel={`Remove search ${q.trim()}`} onRemove={onClearSearch} />
        </li>
      ) : null}
      {chips.map((chip) => (
        <li key={`${chip.key}-${chip.value}`}>
          <Chip
            label={chip.label}
            removeLabel={`Remove filter ${chip.label}`}
            onRemove={() => onChange(chip.key, (values[chip.key] as readonly string[]).filter((value) => value !== chip.value) as FilterValues[typeof chip.key])}
          />
        </li>
      ))}
      <li>
        <button type="button" onClick={onClearAll} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50">
          Clear all
        </button>
      </li>
    </ul>
  );
}

function Chip({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900">
      {label}
      <button type="button" onClick={onRemove} aria-label={removeLabel} className="grid size-5 place-items-center rounded-full hover:bg-brand-100">
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
