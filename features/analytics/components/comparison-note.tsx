import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { Compared } from "@/server/modules/analytics/analytics-schemas";
import { cn } from "@/lib/cn";
import { compare } from "../lib/analytics-format";

/**
 * The change against the previous period of equal length; nothing for All Time. Colour says whether
 * the change is good (more applicants, shorter waits), the words say what changed.
 */
export function ComparisonNote({ value, lowerIsBetter = false }: { value: Compared; lowerIsBetter?: boolean }) {
  const comparison = compare(value);
  if (!comparison) return null;
  const good = comparison.direction === "same" ? null : (comparison.direction === "down") === lowerIsBetter;
  const Icon = comparison.direction === "up" ? ArrowUpRight : comparison.direction === "down" ? ArrowDownRight : ArrowRight;
  return (
    <p className={cn("mt-1 inline-flex items-center gap-1 text-xs", good === null ? "text-gray-600" : good ? "text-green-700" : "text-red-700")}>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {comparison.text}
    </p>
  );
}
