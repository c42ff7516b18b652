import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { Executor } from "@/server/db/client";
import { applicationNotFound } from "@/server/modules/applications/applications-errors";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { DEFAULT_TECH_TEST, STEP_ENTRY_STATUS, type TechTestSubmissionType } from "@/server/modules/jobs/jobs-contract";
import type { TechTestSettings } from "@/server/modules/jobs/jobs-schemas";
import { renderTemplate } from "@/server/modules/candidate-emails/candidate-email-sending-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { recordApplicationEvents, type ApplicationEventInput } from "@/server/modules/pipeline/timeline-service";
import { invitationEmail, techTestLink } from "./tech-test-emails";
import { insertTechTests, lockApplicationsForSending, sendingFacts, setApplicationsTechTestState } from "./tech-tests-queries";
import type { SendTechTestsResult, TechTestSettingsOverride } from "./tech-tests-schemas";

const HOUR_MS = 60 * 60 * 1000;

/** The techTest step the applicants enter (a recruitment_steps row). */
export type TechTestStep = { rowId: string; stepKey: string; name: string; techTest: TechTestSettings | null };

export type SendTechTestsInput = {
  jobId: string;
  applicationIds: string[];
  step: TechTestStep;
  /** Makes a retried request send nothing twice (one techTestSent record per applicant and request). */
  requestId: string;
  /** The recruiter's choices for this sending; each missing one is the step's, else spec 3's default. */
  settings?: TechTestSettingsOverride;
  now: Date;
};

export type ResolvedTechTestSettings = {
  startLimitHours: number;
  durationHours: number;
  submissionTypes: TechTestSubmissionType[];
  subject: string;
  message: string;
};

/** This sending's settings: the recruiter's, else the step's, else DEFAULT_TECH_TEST. */
export function resolveTechTestSettings(stepSettings: TechTestSettings | null, override: TechTestSettingsOverride = {}): ResolvedTechTestSettings {
  const base = stepSettings ?? DEFAULT_TECH_TEST;
  let message = override.message ?? base.message;
  // The step may point to the case study itself; the candidate needs it with the instructions.
  const caseStudyUrl = stepSettings?.caseStudyUrl;
  if (caseStudyUrl && !message.includes(caseStudyUrl)) message = `${message}\n\nCase study: ${caseStudyUrl}`;
  return {
    startLimitHours: override.startLimitHours ?? base.startLimitHours,
    durationHours: override.durationHours ?? base.durationHours,
    submissionTypes: [...new Set(override.submissionTypes ?? base.submissionTypes)],
    subject: override.subject ?? base.subject,
    message,
  };
}

/**
 * Sends a tech test to applicants of a job, inside the caller's transaction (S1's decisions call it
 * when applicants enter a techTest step whose action is send-case-study; the tech-test route calls
 * it in its own). For each applicant: a tech_tests row with a random token (only its SHA-256
 * stored), the move into the step with status techTestSent if the caller has not moved them yet
 * (recorded as statusChanged), the application's tech_test_* mirror, the invitation email with the
 * private link, and a techTestSent record.
 *
 * Skipped: applicants who already have a test waiting for them (waitConfirm or waitSubmit).
 * Idempotent by requestId: applicants this request already sent a test count as sent, and nothing
 * is written again. Any id that is not an application of the job: 404 APPLICATION_NOT_FOUND, nothing written.
 */
export async function sendTechTests(db: Executor, actor: { companyId: string; userId: string }, input: SendTechTestsInput): Promise<SendTechTestsResult> {
  const ids = [...new Set(input.applicationIds)];
  if (ids.length === 0) return { sent: [], skipped: [] };
  const rows = await lockApplicationsForSending(db, { companyId: actor.companyId, jobId: input.jobId, applicationIds: ids, requestId: input.requestId });
  if (rows.length !== ids.length) throw applicationNotFound();

  const alreadySent = rows.filter((row) => row.sentByThisRequest).map((row) => row.id);
  const skipped = rows.filter((row) => !row.sentByThisRequest && row.hasOpenTest).map((row) => row.id);
  const toSend = rows.filter((row) => !row.sentByThisRequest && !row.hasOpenTest);
  const byRequestOrder = (list: string[]) => ids.filter((id) => list.includes(id));
  if (toSend.length === 0) return { sent: byRequestOrder(alreadySent), skipped: byRequestOrder(skipped) };

  const facts = await sendingFacts(db, { companyId: actor.companyId, jobId: input.jobId, userId: actor.userId });
  if (!facts) throw jobNotFound();
  const settings = resolveTechTestSettings(input.step.techTest, input.settings);
  const confirmBy = new Date(input.now.getTime() + settings.startLimitHours * HOUR_MS);
  const entryStatus = STEP_ENTRY_STATUS.techTest;

  const prepared = toSend.map((row) => {
    const token = randomToken();
    const values = {
      "Company Name": facts.companyName,
      "Job Title": facts.jobTitle,
      "Your Name": facts.senderName ?? facts.companyName,
      "Talent Name": row.name,
      "Step Name": input.step.name,
      "total jobs": String(facts.publishedJobs),
    };
    return { row, token, subject: renderTemplate(settings.subject, values).text, message: renderTemplate(settings.message, values).text };
  });

  const created = await insertTechTests(
    db,
    prepared.map(({ row, token, subject, message }) => ({
      companyId: actor.companyId,
      jobId: input.jobId,
      applicationId: row.id,
      recruitmentStepId: input.step.rowId,
      tokenHash: hashToken(token),
      status: "waitConfirm" as const,
      startLimitHours: settings.startLimitHours,
      durationHours: settings.durationHours,
      submissionTypes: settings.submissionTypes,
      subject,
      message,
      sentByUserId: actor.userId,
      sentAt: input.now,
      confirmBy,
      createdAt: input.now,
      updatedAt: input.now,
    })),
  );
  const testIdOf = new Map(created.map((test) => [test.applicationId, test.id]));

  // Applicants the caller already moved into the step keep their step and status; the others enter it.
  const movers = toSend.filter((row) => row.recruitmentStepId !== input.step.rowId || row.status !== entryStatus);
  const mirror = { techTestStatus: "waitConfirm" as const, techTestDeadlineAt: confirmBy, techTestSubmittedAt: null, updatedAt: input.now };
  if (movers.length > 0) {
    await setApplicationsTechTestState(db, {
      companyId: actor.companyId,
      applicationIds: movers.map((row) => row.id),
      mirror,
      enterStep: { recruitmentStepId: input.step.rowId, status: entryStatus, statusChangedAt: input.now },
    });
  }
  const stayers = toSend.filter((row) => !movers.includes(row));
  if (stayers.length > 0) {
    await setApplicationsTechTestState(db, { companyId: actor.companyId, applicationIds: stayers.map((row) => row.id), mirror });
  }

  const event = (applicationId: string): Omit<ApplicationEventInput, "type" | "data"> => ({
    companyId: actor.companyId,
    jobId: input.jobId,
    applicationId,
    actor: "member",
    actorUserId: actor.userId,
    requestId: input.requestId,
    at: input.now,
  });
  const toStep = { id: input.step.stepKey, name: input.step.name };
  await recordApplicationEvents(db, [
    ...movers.map((row) => ({
      ...event(row.id),
      type: "statusChanged" as const,
      data: { decision: "moveToStep", fromStatus: row.status, toStatus: entryStatus, fromStep: { id: row.stepKey, name: row.stepName }, toStep },
    })),
    ...prepared.map(({ row, subject }) => ({
      ...event(row.id),
      type: "techTestSent" as const,
      data: {
        techTestId: testIdOf.get(row.id),
        step: toStep,
        stepName: toStep.name,
        subject,
        confirmBy: confirmBy.toISOString(),
        startLimitHours: settings.startLimitHours,
        durationHours: settings.durationHours,
        submissionTypes: settings.submissionTypes,
      },
    })),
  ]);

  // One invitation per applicant, all written in two statements whatever their number.
  await queueEmails(
    db,
    prepared.map(({ row, token, subject, message }) =>
      invitationEmail({ to: row.email, subject, message, link: techTestLink(token), confirmBy, durationHours: settings.durationHours }),
    ),
  );

  return { sent: byRequestOrder([...alreadySent, ...toSend.map((row) => row.id)]), skipped: byRequestOrder(skipped) };
}
