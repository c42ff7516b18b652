/**
 * A list's filters as groups of values with labels. Apart from the chips that edit them
 * (check-chip-groups.tsx), which load only when the filters are opened: the active-filter chips
 * under a list need the labels on first view.
 */
export type ChipGroup<K extends string = string> = { key: K; legend: string; options: { value: string; label: string }[] };
export type ChipGroupValues<K extends string = string> = Record<K, readonly string[]>;

/** The label of one filter value ("Top 1%"), for the active-filter chips. */
export function chipValueLabel<K extends string>(groups: readonly ChipGroup<K>[], key: K, value: string): string {
  return groups.find((group) => group.key === key)?.options.find((option) => option.value === value)?.label ?? value;
}
