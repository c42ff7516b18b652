"use client";

import { parseAsString, useQueryState } from "nuqs";

/** CV Screening: every job's first step (the hiring steps contract requires it first). */
export const FIRST_STEP_ID = "notProcessed";

/** The chosen recruitment step lives in the address as `recruitmentStepId` (spec 2.6). */
export function useCandidateStep() {
  const [stepId, setStepId] = useQueryState("recruitmentStepId", parseAsString.withDefault(FIRST_STEP_ID).withOptions({ history: "push" }));
  return { stepId, setStepId: (id: string) => void setStepId(id === FIRST_STEP_ID ? null : id) };
}
