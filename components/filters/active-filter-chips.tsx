"use client";

import { X } from "lucide-react";
import { chipValueLabel, type ChipGroup, type ChipGroupValues } from "./chip-groups";

/** The filters in force as removable chips (the search first), and Clear all. */
export function ActiveFilterChips<K extends string>({
  groups,
  values,
  q,
  onChange,
  onClearSearch,
  onClearAll,
}: {
  groups: readonly ChipGroup<K>[];
  values: ChipGroupValues<K>;
  q: string;
  onChange: (key: K, values: string[]) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}) {
  const chips = groups.flatMap(({ key }) => values[key].map((value) => ({ key, value, label: chipValueLabel(groups, key, value) })));
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
          <Chip label={chip.label} removeLabel={`Remove filter ${chip.label}`} onRemove={() => onChange(chip.key, values[chip.key].filter((value) => value !== chip.value))} />
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
