"use client";

import { NativeSelect } from "@/components/ui/native-select";

type Direction = "asc" | "desc";

/** A sort field and its direction, each a native select (keyboard and phone friendly). */
export function SortSelect<P extends string>({
  sortParam,
  sortDir,
  options,
  directionLabels,
  onChange,
}: {
  sortParam: P;
  sortDir: Direction;
  options: { value: P; label: string }[];
  /** How each direction reads for the chosen field ("Newest first", "Highest first"). */
  directionLabels: Record<Direction, string>;
  onChange: (sortParam: P, sortDir: Direction) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <NativeSelect aria-label="Sort by" value={sortParam} onChange={(event) => onChange(event.target.value as P, sortDir)} options={options} className="w-44!" />
      <NativeSelect
        aria-label="Sort order"
        value={sortDir}
        onChange={(event) => onChange(sortParam, event.target.value as Direction)}
        options={(["desc", "asc"] as const).map((direction) => ({ value: direction, label: directionLabels[direction] }))}
        className="w-36!"
      />
    </div>
  );
}
