"use client";

import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { lazy, Suspense, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { readCandidatesCache } from "../../hooks/use-decide";
import type { MoveTarget } from "../board/move-to-menu";
import { clearSelection, useSelectionStore } from "../../stores/selection-store";

// The decision buttons (Radix menus, the email composer's entry) load with the first tick, not with the board.
const DecisionButtons = lazy(() => import("../decisions/decision-buttons").then((module) => ({ default: module.DecisionButtons })));

/**
 * The decisions on the ticked applicants: how many, Shortlist, Consider, Reject (each may email
 * them), Move to step, and Clear. Each goes through the undo queue like a single decision; the
 * selection clears once one is scheduled.
 */
export function BulkActionBar({ jobId, steps }: { jobId: string; steps: readonly MoveTarget[] }) {
  const queryClient = useQueryClient();
  const ids = useSelectionStore(useShallow((state) => Object.keys(state.selected)));
  const { currentStepId, applicantName } = useMemo(() => {
    const { candidates } = readCandidatesCache(queryClient, jobId, ids);
    const stepIds = new Set(candidates.map((candidate) => candidate.recruitmentStepId));
    return {
      // Shared by every ticked applicant: that step is left out of Move to step.
      currentStepId: stepIds.size === 1 && candidates.length === ids.length ? [...stepIds][0] : undefined,
      applicantName: ids.length === 1 ? candidates[0]?.name : undefined,
    };
  }, [queryClient, jobId, ids]);
  const stepList = useMemo(() => [...steps], [steps]);
  if (ids.length === 0) return null;

  return (
    <section
      aria-label="Selected applicants"
      className="sticky bottom-3 z-30 mx-auto flex w-full max-w-4xl flex-wrap items-center gap-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-lg"
    >
      <p className="text-sm font-semibold text-gray-900" aria-live="polite">
        {ids.length} selected
      </p>
      <Suspense fallback={<span className="flex-1" />}>
        <DecisionButtons
          jobId={jobId}
          applicationIds={ids}
          steps={stepList}
          currentStepId={currentStepId}
          applicantName={applicantName}
          onScheduled={clearSelection}
          className="flex-1"
        />
      </Suspense>
      <button type="button" onClick={clearSelection} className="ml-auto inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100">
        <X className="size-4" aria-hidden />
        Clear
      </button>
    </section>
  );
}
