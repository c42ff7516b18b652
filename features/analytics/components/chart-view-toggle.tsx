"use client";

import { BarChart3, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export type ChartView = "chart" | "table";

/** Switches a chart to a table of the same numbers (and back). */
export function ChartViewToggle({ view, onChange, label }: { view: ChartView; onChange: (view: ChartView) => void; label: string }) {
  const next: ChartView = view === "chart" ? "table" : "chart";
  return (
    <Button type="button" variant="secondary" size="sm" onClick={() => onChange(next)} aria-label={`Show ${label} as a ${next}`}>
      {next === "table" ? <Table2 className="size-4" aria-hidden /> : <BarChart3 className="size-4" aria-hidden />}
      {next === "table" ? "Table" : "Chart"}
    </Button>
  );
}

/** Where a chart appears while its code loads: the same height, so nothing jumps. */
export function ChartPlaceholder() {
  return <div className="h-64 w-full animate-pulse rounded-lg bg-gray-100" aria-hidden />;
}
