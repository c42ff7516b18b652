"use client";

import { useCallback } from "react";
import type { Candidate } from "../api/get-candidates";
import { decisionMessage, useDecide } from "./use-decide";
import type { QuickDecision } from "../components/board/move-to-menu";

/** Shortlist, consider or reject applicants through the undo queue ("Dewi Lestari shortlisted", "3 applicants rejected"). */
export function useQuickDecide(jobId: string) {
  const { decide } = useDecide(jobId);
  return useCallback(
    (applicants: readonly Pick<Candidate, "id" | "name">[], decision: QuickDecision): string | null => {
      if (applicants.length === 0) return null;
      return decide({
        applicationIds: applicants.map((applicant) => applicant.id),
        decision,
        message: decisionMessage(decision, { name: applicants[0]!.name, count: applicants.length }),
      });
    },
    [decide],
  );
}
