import type { Executor } from "@/server/db/client";
import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { recordApplicationEvents } from "./application-events";
import { updateApplicationsToTarget, type JobApplicationRow } from "./pipeline-queries";

/**
 * Gives one applicant a status within the step it is in (an interview's hrInterview or
 * userInterview), the way a decision does: the same update, stamping statusChangedAt, and the same
 * statusChanged timeline record. Nothing happens when the applicant already has the status.
 * Answers whether the status changed. Call it inside the caller's transaction, on a locked row.
 */
export async function setApplicationStatus(
  tx: Executor,
  input: { companyId: string; jobId: string; application: JobApplicationRow; status: ApplicationStatus; actorUserId: string; now: Date; data?: Record<string, unknown> },
): Promise<boolean> {
  const { application, status, now } = input;
  if (application.status === status) return false;
  await updateApplicationsToTarget(tx, { companyId: input.companyId, applicationIds: [application.id], target: { step: null, status }, now });
  await recordApplicationEvents(tx, [
    {
      companyId: input.companyId,
      jobId: input.jobId,
      applicationId: application.id,
      type: "statusChanged",
      actor: "member",
      actorUserId: input.actorUserId,
      at: now,
      data: {
        ...input.data,
        fromStatus: application.status,
        toStatus: status,
        fromStep: { id: application.stepKey, name: application.stepName },
        toStep: { id: application.stepKey, name: application.stepName },
      },
    },
  ]);
  return true;
}
