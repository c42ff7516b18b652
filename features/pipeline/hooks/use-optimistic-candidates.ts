"use client";

import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Candidate } from "../api/get-candidates";
import { useOptimisticDecisionsStore, type OptimisticDecision } from "../stores/optimistic-decisions";
import { usePendingActionsStore } from "../stores/pending-actions";

/** The scheduled decisions still waiting in the undo queue, each with where it sends its applicants. */
function usePendingDecisions(): OptimisticDecision[] {
  const actionIds = usePendingActionsStore(useShallow((state) => state.actions.map((action) => action.id)));
  const byActionId = useOptimisticDecisionsStore((state) => state.byActionId);
  return useMemo(() => actionIds.flatMap((id) => (byActionId[id] ? [byActionId[id]] : [])), [actionIds, byActionId]);
}

/** Ids in the undo queue that no drawn decision explains (scheduled elsewhere): hidden until they run. */
function usePendingIds(): Set<string> {
  const ids = usePendingActionsStore(useShallow((state) => state.actions.flatMap((action) => action.applicationIds)));
  return useMemo(() => new Set(ids), [ids]);
}

/**
 * The candidates of one step (or of every step, `stepId` null) as they will be once the pending
 * decisions run: those leaving the step are hidden, those entering it are shown first, and those
 * staying take their new status.
 */
export function computeOptimisticView(docs: Candidate[], stepId: string | null, decisions: OptimisticDecision[], pendingIds: Set<string>): Candidate[] {
  if (pendingIds.size === 0) return docs;
  const moves = new Map<string, { toStepId: string | null; toStatus: Candidate["status"] }>();
  const arrivals: Candidate[] = [];
  for (const decision of decisions) {
    for (const candidate of decision.candidates) {
      moves.set(candidate.id, { toStepId: decision.toStepId, toStatus: decision.toStatus });
      if (stepId !== null && decision.toStepId === stepId && candidate.recruitmentStepId !== stepId) {
        arrivals.push({ ...candidate, recruitmentStepId: stepId, status: decision.toStatus });
      }
    }
  }
  const shown = new Set<string>();
  const staying: Candidate[] = [];
  for (const candidate of docs) {
    const move = moves.get(candidate.id);
    if (!move) {
      if (pendingIds.has(candidate.id)) continue;
      staying.push(candidate);
    } else if (stepId === null || move.toStepId === null || move.toStepId === stepId) {
      staying.push({ ...candidate, status: move.toStatus, recruitmentStepId: move.toStepId ?? candidate.recruitmentStepId });
    } else {
      continue;
    }
    shown.add(candidate.id);
  }
  const entering = arrivals.filter((candidate) => !shown.has(candidate.id));
  return entering.length ? [...entering, ...staying] : staying;
}

export function useOptimisticCandidates(docs: Candidate[], stepId: string | null): Candidate[] {
  const decisions = usePendingDecisions();
  const pendingIds = usePendingIds();
  return useMemo(() => computeOptimisticView(docs, stepId, decisions, pendingIds), [docs, stepId, decisions, pendingIds]);
}

/** Each step's count correction while decisions wait (for the board's column headers). */
export function useOptimisticCountDeltas(): Record<string, number> {
  const decisions = usePendingDecisions();
  return useMemo(() => {
    const deltas: Record<string, number> = {};
    for (const decision of decisions) {
      if (decision.toStepId === null) continue;
      for (const candidate of decision.candidates) {
        if (candidate.recruitmentStepId === decision.toStepId) continue;
        deltas[decision.toStepId] = (deltas[decision.toStepId] ?? 0) + 1;
        deltas[candidate.recruitmentStepId] = (deltas[candidate.recruitmentStepId] ?? 0) - 1;
      }
    }
    return deltas;
  }, [decisions]);
}
