"use client";

import { cn } from "@/lib/cn";
import type { ChipGroup, ChipGroupValues } from "./chip-groups";

export type { ChipGroup, ChipGroupValues } from "./chip-groups";

/** A list's filters as groups of check chips; a change applies at once. */
export function CheckChipGroups<K extends string>({
  groups,
  values,
  onChange,
  stacked,
  className,
}: {
  groups: readonly ChipGroup<K>[];
  values: ChipGroupValues<K>;
  onChange: (key: K, values: string[]) => void;
  /** One group under another at every width (in the phone dialog). */
  stacked?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-4", stacked ? "sm:grid-cols-1" : "sm:grid-cols-2 lg:grid-cols-4", className)}>
      {groups.map((group) => {
        const chosen = values[group.key];
        return (
          <fieldset key={group.key} className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-gray-800">{group.legend}</legend>
            <div className="flex flex-wrap gap-1.5">
              {group.options.map((option) => {
                const checked = chosen.includes(option.value);
                return (
                  <label
                    key={option.value}
                    className={cn(
                      "flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm transition-colors",
                      "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                      checked ? "border-brand-600 bg-brand-50 text-brand-900" : "border-gray-300 bg-white text-gray-800 hover:border-brand-500",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-3.5 accent-brand-600"
                      checked={checked}
                      onChange={() => onChange(group.key, checked ? chosen.filter((value) => value !== option.value) : [...chosen, option.value])}
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
