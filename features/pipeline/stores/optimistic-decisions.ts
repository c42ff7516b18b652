import { create } from "zustand";
import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import type { Candidate } from "../api/get-candidates";

/**
 * A scheduled decision as the board and list draw it until it has run: the applicants (as they
 * were when it was scheduled), the step they go to (null: they stay where they are) and the status
 * they take. Keyed by the undo queue's action id.
 */
export type OptimisticDecision = { candidates: Candidate[]; toStepId: string | null; toStatus: ApplicationStatus };

export const useOptimisticDecisionsStore = create<{ byActionId: Record<string, OptimisticDecision> }>(() => ({ byActionId: {} }));

/** The decision has run or was undone: its applicants are drawn as the server has them again. */
export function forgetOptimistic(actionId: string) {
  useOptimisticDecisionsStore.setState((state) => {
    const { [actionId]: _gone, ...rest } = state.byActionId;
    return { byActionId: rest };
  });
}
