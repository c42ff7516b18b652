"use client";

import { useCallback } from "react";
import type { Decision } from "@/server/modules/pipeline/pipeline-contract";
import type { Candidate } from "../api/get-candidates";
import { decisionMessage, useDecide } from "./use-decide";
import type { MoveTarget } from "../components/board/move-to-menu";

/**
 * Into CV Shortlisted is a shortlist and into Rejected a rejection (their own ed_ events and
 * words, spec 4); any other step is a move to that step.
 */
export function decisionForStep(step: Pick<MoveTarget, "type">): Decision {
  if (step.type === "accepted") return "accepted";
  if (step.type === "rejected") return "rejected";
  return "moveToStep";
}

/** Schedules moving applicants (dragged, or chosen in "Move to…") to a step; those already there are left out. */
export function useMoveApplicants(jobId: string) {
  const { decide } = useDecide(jobId);
  return useCallback(
    (applicants: readonly Pick<Candidate, "id" | "name" | "recruitmentStepId">[], step: MoveTarget): string | null => {
      const moving = applicants.filter((applicant) => applicant.recruitmentStepId !== step.id);
      if (moving.length === 0) return null;
      const decision = decisionForStep(step);
      return decide({
        applicationIds: moving.map((applicant) => applicant.id),
        decision,
        ...(decision === "moveToStep" ? { recruitmentStepId: step.id } : {}),
        message: decisionMessage(decision, { name: moving[0]!.name, count: moving.length }, step.name),
      });
    },
    [decide],
  );
}
