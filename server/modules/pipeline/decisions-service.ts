import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { CANDIDATE_EMAIL_CATEGORY, prepareDraft, queueCandidateEmails } from "@/server/modules/candidate-emails/candidate-email-sending-service";
import { jobForAction } from "@/server/modules/jobs/jobs-service";
import { recordApplicationEvents } from "./application-events";
import { decisionTarget, plannedChanges, type ApplicantChange, type DecisionTarget } from "./decision-target";
import { requireJobApplications } from "./job-applications";
import { jobSteps, recordsOfRequest, updateApplicationsToTarget, type JobApplicationRow } from "./pipeline-queries";

// Read by other modules through this service: a bulk request's records make it safe to repeat (candidate emails).
export { recordsOfRequest } from "./pipeline-queries";
import type { DecisionBody, DecisionResult } from "./pipeline-schemas";
import { runStepAction } from "./step-actions";

/**
 * POST /v1/job-portal/job/{jobId}/candidates/decisions (contract §3): shortlist, consider, reject
 * or move applicants of a job, one or up to 500 at once, with an optional email to each.
 *
 * All or nothing in one transaction, in a fixed number of statements whatever the count (the
 * outbox takes one row per email). Idempotent: the timeline records carry the requestId, and a
 * request that finds its own records changes and sends nothing more, answering what its first run
 * did. Needs jobPost manage on the job.
 */
export async function applyDecision(db: Database, session: CompanySessionContext, jobId: string, input: DecisionBody, now = new Date()): Promise<DecisionResult> {
  const { job } = await jobForAction(db, session, jobId, "manage");
  const steps = await jobSteps(db, jobId);
  const target = decisionTarget(input.decision, input.recruitmentStepId, steps);
  const email = input.email ? { draft: input.email, ...(await prepareDraft(db, session, input.email, { strict: true, fieldPrefix: "email." })) } : null;
  const actor = { companyId: session.companyId, userId: session.userId };

  return db.transaction(async (tx) => {
    const applications = await requireJobApplications(tx, { companyId: session.companyId, jobId, applicationIds: input.applicationIds }, { lock: true });
    const earlier = await recordsOfRequest(tx, { requestId: input.requestId, applicationIds: input.applicationIds, types: ["statusChanged", "emailSent", "techTestSent"] });
    if (earlier.some((record) => record.type === "statusChanged")) return replayed(input.applicationIds, applications, earlier);

    const changes = plannedChanges(applications, target);
    await moveApplications(tx, session.companyId, changes, target, now);
    await recordApplicationEvents(
      tx,
      changes.map(({ application, toStep }) => ({
        companyId: session.companyId,
        jobId,
        applicationId: application.id,
        type: "statusChanged" as const,
        actor: "member" as const,
        actorUserId: session.userId,
        requestId: input.requestId,
        at: now,
        data: {
          decision: input.decision,
          fromStatus: application.status,
          toStatus: target.status,
          fromStep: { id: application.stepKey, name: application.stepName },
          toStep: { id: toStep.key, name: toStep.name },
        },
      })),
    );

    const entered = changes.filter((change) => change.entersStep);
    const stepAction = target.step
      ? await runStepAction({ tx, actor, job: { id: job.id, role: job.role }, step: target.step, requestId: input.requestId, now, email }, entered)
      : { emailsQueued: 0, emailedIds: new Set<string>() };

    // The recruiter's email goes to every changed applicant the step's own action did not write to.
    const plainRecipients = email ? changes.filter((change) => !stepAction.emailedIds.has(change.application.id)) : [];
    const plainEmails = email
      ? await queueCandidateEmails(
          tx,
          {
            companyId: session.companyId,
            job: { id: job.id, role: job.role },
            senderUserId: session.userId,
            requestId: input.requestId,
            now,
            templateKey: email.draft.templateKey,
            subject: email.draft.subject,
            body: email.draft.body,
            placeholders: email.placeholders,
            newJob: email.newJob,
            category: CANDIDATE_EMAIL_CATEGORY,
          },
          plainRecipients.map(({ application, toStep }) => ({ applicationId: application.id, name: application.name, email: application.email, stepName: toStep.name })),
        )
      : 0;

    const changedById = new Map(changes.map((change) => [change.application.id, change]));
    return {
      applied: changes.length,
      unchanged: applications.length - changes.length,
      emailsQueued: stepAction.emailsQueued + plainEmails,
      applications: inRequestOrder(input.applicationIds, applications).map((application) => {
        const change = changedById.get(application.id);
        return change
          ? { id: application.id, status: target.status, recruitmentStepId: change.toStep.key }
          : { id: application.id, status: application.status, recruitmentStepId: application.stepKey };
      }),
    };
  });
}

/**
 * The changed applicants take the target status and step in one statement (with approached in
 * place, each keeps the step it is in), stamping when their status changed.
 */
async function moveApplications(tx: Executor, companyId: string, changes: readonly ApplicantChange[], target: DecisionTarget, now: Date): Promise<void> {
  if (changes.length === 0) return;
  await updateApplicationsToTarget(tx, { companyId, applicationIds: changes.map((change) => change.application.id), target, now });
}

/** A retried request: what its first run did, from its timeline records; the applicants as they stand. */
function replayed(requested: readonly string[], applications: readonly JobApplicationRow[], records: readonly { applicationId: string; type: string }[]): DecisionResult {
  const applied = new Set(records.filter((record) => record.type === "statusChanged").map((record) => record.applicationId)).size;
  return {
    applied,
    unchanged: applications.length - applied,
    emailsQueued: records.filter((record) => record.type === "emailSent" || record.type === "techTestSent").length,
    applications: inRequestOrder(requested, applications).map((application) => ({ id: application.id, status: application.status, recruitmentStepId: application.stepKey })),
  };
}

function inRequestOrder(requested: readonly string[], applications: readonly JobApplicationRow[]): JobApplicationRow[] {
  const byId = new Map(applications.map((application) => [application.id, application]));
  return requested.map((id) => byId.get(id)!);
}
