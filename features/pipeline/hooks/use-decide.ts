"use client";

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import type { AnalyticsEventName } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { jobRootKeys } from "@/lib/query-keys";
import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { decisionDestination } from "@/server/modules/pipeline/decision-contract";
import { DECISION_EVENTS, type Decision } from "@/server/modules/pipeline/pipeline-contract";
import type { Candidate, CandidateList, CandidateStep } from "../api/get-candidates";
import { postDecision, type DecisionEmail } from "../api/post-decision";
import { pipelineKeys } from "../api/pipeline-keys";
import { forgetOptimistic, useOptimisticDecisionsStore } from "../stores/optimistic-decisions";
import { schedulePendingAction } from "../stores/pending-actions";

export type DecideInput = {
  applicationIds: string[];
  decision: Decision;
  /** The composed step id; required for moveToStep. */
  recruitmentStepId?: string;
  /** Sent with the decision, one per applicant changed; the longer undo delay applies. */
  email?: DecisionEmail;
  /** What the undo toast says ("Dewi Lestari shortlisted"); see `decisionMessage`. */
  message: string;
};

/** The job's steps and candidates already on screen, read from any loaded candidates query. */
export function readCandidatesCache(queryClient: QueryClient, jobId: string, applicationIds: string[]) {
  const wanted = new Set(applicationIds);
  const found = new Map<string, Candidate>();
  let steps: CandidateStep[] = [];
  for (const [, data] of queryClient.getQueriesData<{ pages: CandidateList[] }>({ queryKey: pipelineKeys.candidates(jobId) })) {
    for (const page of data?.pages ?? []) {
      if (steps.length === 0) steps = page.steps;
      for (const candidate of page.docs) if (wanted.has(candidate.id)) found.set(candidate.id, candidate);
    }
  }
  return { steps, candidates: [...found.values()] };
}

/**
 * Where a decision sends applicants, by the contract's rule (decisionDestination): toStepId null
 * when it changes the status in place. A step the board does not know yet is drawn as a custom one.
 */
export function decisionTarget(decision: Decision, steps: Pick<CandidateStep, "id" | "type">[], recruitmentStepId?: string) {
  const target = decisionDestination(decision, steps, steps.find((step) => step.id === recruitmentStepId));
  if (!target) return { toStepId: recruitmentStepId ?? null, toStatus: "custom" as ApplicationStatus };
  return { toStepId: target.step?.id ?? null, toStatus: target.status };
}

const DECISION_VERBS: Record<Exclude<Decision, "moveToStep">, string> = { accepted: "shortlisted", approached: "considered", rejected: "rejected" };

/** The undo toast's words: "Dewi Lestari shortlisted", "3 applicants rejected", "2 applicants moved to HR Interview". */
export function decisionMessage(decision: Decision, who: { name?: string; count: number }, stepName?: string): string {
  const subject = who.count === 1 && who.name ? who.name : `${who.count} ${who.count === 1 ? "applicant" : "applicants"}`;
  const verb = decision === "moveToStep" ? `moved to ${stepName ?? "another step"}` : DECISION_VERBS[decision];
  return `${subject} ${verb}`;
}

/**
 * Decisions on applicants through the undo queue (spec 4): `decide` schedules one — the applicants
 * show as moved at once — and only when the 3 s (4 s with an email) delay passes without an undo
 * does it reach the API, with a requestId made now so a retry never applies it twice. Then every
 * pipeline query of the job and the job list's counts refresh. A failure puts the applicants back
 * and says why.
 */
export function useDecide(jobId: string) {
  const queryClient = useQueryClient();
  const decide = useCallback(
    (input: DecideInput): string => {
      const requestId = crypto.randomUUID();
      const { steps, candidates } = readCandidatesCache(queryClient, jobId, input.applicationIds);
      const target = decisionTarget(input.decision, steps, input.recruitmentStepId);
      const actionId = schedulePendingAction({
        applicationIds: input.applicationIds,
        message: input.message,
        hasCustomMessage: Boolean(input.email),
        event: {
          name: DECISION_EVENTS[input.decision] as AnalyticsEventName,
          data: { jobId, decision: input.decision, recruitmentStepId: input.recruitmentStepId, withEmail: Boolean(input.email) },
        },
        run: async () => {
          try {
            await postDecision(jobId, {
              requestId,
              applicationIds: input.applicationIds,
              decision: input.decision,
              ...(input.recruitmentStepId ? { recruitmentStepId: input.recruitmentStepId } : {}),
              ...(input.email ? { email: input.email } : {}),
            });
            // Waited for, so the applicants never flash back to where they were before the refetch lands.
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
              // The job list and summary show applicant counts: every job query refreshes.
              queryClient.invalidateQueries({ queryKey: jobRootKeys.all }),
            ]);
          } finally {
            forgetOptimistic(actionId);
          }
        },
        onUndo: () => forgetOptimistic(actionId),
        onError: (error) => toast.error({ content: toApiClientError(error).message }),
      });
      useOptimisticDecisionsStore.setState((state) => ({ byActionId: { ...state.byActionId, [actionId]: { candidates, ...target } } }));
      return actionId;
    },
    [jobId, queryClient],
  );
  return { decide };
}
