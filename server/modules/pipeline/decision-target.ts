import { ApiError } from "@/server/api/errors";
import { STEP_ENTRY_STATUS, type ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { DECISION_STATUS, type Decision } from "./pipeline-contract";
import type { JobApplicationRow, JobStep } from "./pipeline-queries";

/** Where a decision takes applicants: a step of the job (or, with null, the step each is in) and a status. */
export type DecisionTarget = { step: JobStep | null; status: ApplicationStatus };

/**
 * Contract §3: accepted goes to the job's CV Shortlisted step, rejected to Rejected, approached to
 * the job's first approached step (or stays in place with status approached when it has none),
 * moveToStep to the named step with the status entering it gives. Steps are in board order.
 */
export function decisionTarget(decision: Decision, recruitmentStepId: string | undefined, steps: readonly JobStep[]): DecisionTarget {
  if (decision === "moveToStep") {
    const step = steps.find((entry) => entry.key === recruitmentStepId);
    if (!step) {
      const message = "This job has no such step";
      throw new ApiError(422, "VALIDATION_FAILED", `Invalid body: recruitmentStepId ${message}`, [{ field: "recruitmentStepId", message }]);
    }
    return { step, status: STEP_ENTRY_STATUS[step.type] };
  }
  return { step: steps.find((entry) => entry.type === decision) ?? null, status: DECISION_STATUS[decision] };
}

/** One applicant's move: where from and where to. */
export type ApplicantChange = {
  application: JobApplicationRow;
  toStep: { rowId: string; key: string; name: string };
  /** The applicant changes step (not only status): entering a step runs its action. */
  entersStep: boolean;
};

/**
 * The applicants the decision changes. One already in the target step with the target status is
 * unchanged: no record, no email.
 */
export function plannedChanges(applications: readonly JobApplicationRow[], target: DecisionTarget): ApplicantChange[] {
  return applications.flatMap((application) => {
    const toStep = target.step
      ? { rowId: target.step.rowId, key: target.step.key, name: target.step.name }
      : { rowId: application.stepRowId, key: application.stepKey, name: application.stepName };
    if (toStep.rowId === application.stepRowId && application.status === target.status) return [];
    return [{ application, toStep, entersStep: toStep.rowId !== application.stepRowId }];
  });
}
