"use client";

import { cn } from "@/lib/cn";
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
  return (
    <div className={cn("grid gap-4", stacked ? "sm:grid-cols-1" : "sm:grid-cols-2 lg:grid-cols-4", className)}>
      {FILTER_GROUPS.map((group) => {
        const chosen = values[group.key] as readonly string[];
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
                      onChange={() => {
                        const next = checked ? chosen.filter((value) => value !== option.value) : [...chosen, option.value];
                        onChange(group.key, next as FilterValues[typeof group.key]);
                      }}
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
