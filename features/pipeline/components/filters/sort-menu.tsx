"use client";

import { SortSelect } from "@/components/filters/sort-select";
import { SORT_PARAM_LABELS, SORT_PARAMS, type SortDirection, type SortParam } from "@/server/modules/pipeline/pipeline-contract";

const DATE_SORTS: readonly SortParam[] = ["applicationDate", "submissionDate", "deadline"];

/** How each direction reads for the chosen sort: dates are newest/oldest, the rest highest/lowest. */
export function directionLabels(sortParam: SortParam): Record<SortDirection, string> {
  if (DATE_SORTS.includes(sortParam)) return { desc: "Newest first", asc: "Oldest first" };
  if (sortParam === "age") return { desc: "Oldest first", asc: "Youngest first" };
  return { desc: "Highest first", asc: "Lowest first" };
}

/**
 * Spec 3 Sort options and the direction. The AI match score is offered only while the
 * ai-candidate-analyzer flag is on (the API refuses it otherwise).
 */
export function SortMenu({
  sortParam,
  sortDir,
  aiEnabled,
  onChange,
}: {
  sortParam: SortParam;
  sortDir: SortDirection;
  aiEnabled: boolean;
  onChange: (sortParam: SortParam, sortDir: SortDirection) => void;
}) {
  const params = SORT_PARAMS.filter((param) => param !== "aiScore" || aiEnabled);
  return (
    <SortSelect
      sortParam={sortParam}
      sortDir={sortDir}
      options={params.map((param) => ({ value: param, label: SORT_PARAM_LABELS[param] }))}
      directionLabels={directionLabels(sortParam)}
      onChange={onChange}
    />
  );
}
