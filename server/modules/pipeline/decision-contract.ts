import { STEP_ENTRY_STATUS, type ApplicationStatus, type StepType } from "@/server/modules/jobs/jobs-contract";
import { DECISION_STATUS, type Decision } from "./pipeline-contract";

// A file of its own: pipeline-contract.ts is read by pages that never decide (talent search,
// analytics), and this rule brings the step vocabulary's values with it.

/**
 * Where a decision sends applicants (contract §3), the one rule the API applies and the board draws
 * ahead of it: accepted goes to the job's CV Shortlisted step, rejected to Rejected, approached to
 * the job's first approached step (step null: applicants stay where they are, with the status);
 * moveToStep to `chosenStep` with the status entering it gives. Undefined: moveToStep named no step
 * of the job. Steps are in board order; the caller finds `chosenStep` by its own kind of id.
 */
export function decisionDestination<S extends { type: StepType }>(
  decision: Decision,
  steps: readonly S[],
  chosenStep: S | undefined,
): { step: S | null; status: ApplicationStatus } | undefined {
  if (decision === "moveToStep") return chosenStep ? { step: chosenStep, status: STEP_ENTRY_STATUS[chosenStep.type] } : undefined;
  return { step: steps.find((step) => step.type === decision) ?? null, status: DECISION_STATUS[decision] };
}
