import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { decisionDestination } from "./decision-contract";
import type { Decision } from "./pipeline-contract";
import { unknownDecisionStep } from "./pipeline-errors";
import type { JobApplicationRow, JobStep } from "./pipeline-queries";

/** Where a decision takes applicants: a step of the job (or, with null, the step each is in) and a status. */
export type DecisionTarget = { step: JobStep | null; status: ApplicationStatus };

/** The contract's decisionDestination, with an unknown step refused 422 on recruitmentStepId. */
export function decisionTarget(decision: Decision, recruitmentStepId: string | undefined, steps: readonly JobStep[]): DecisionTarget {
  const target = decisionDestination(decision, steps, steps.find((entry) => entry.key === recruitmentStepId));
  if (!target) throw unknownDecisionStep();
  return target;
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
