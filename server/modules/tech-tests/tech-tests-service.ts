import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { findCompanyJob } from "@/server/modules/applications/applications-service";
import { applicationNotFound } from "@/server/modules/applications/applications-errors";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notifyJobAudience } from "@/server/modules/notifications/notify-service";
import { recordApplicationEvent } from "@/server/modules/pipeline/timeline-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { sendTechTests } from "./send-tech-tests";
import { documentContentType } from "./tech-test-document";
import { extensionEmail } from "./tech-test-emails";
import { currentStage, effectiveStatus, toTechTest } from "./tech-test-mapper";
import { findApplicantTest, findJobApplication, findTestFacts, mirrorLatestTest, techTestStepsOf, testsOfApplication, updateTechTest } from "./tech-tests-queries";
import { noTechTestStep, techTestDocumentNotFound, techTestNotExtendable, techTestNotFound, unknownTechTestStep } from "./tech-tests-errors";
import type { SendTechTestsBody, SendTechTestsResult, TechTest, TechTestList } from "./tech-tests-schemas";

// A pipeline step can send tech tests when applicants reach it.
export { sendTechTests } from "./send-tech-tests";

const HOUR_MS = 60 * 60 * 1000;

type ApplicantParams = { jobId: string; applicationId: string };
type TestParams = ApplicantParams & { techTestId: string };

/** Another company's job is 404 whoever asks; then spec 6: jobPost view (reading) or manage (changing) on that job. */
async function requireJobAccess(db: Executor, session: CompanySessionContext, jobId: string, action: "view" | "manage"): Promise<void> {
  if (!(await findCompanyJob(db, session.companyId, jobId))) throw jobNotFound();
  await assertCan(db, session, "jobPost", action, { jobId });
}

async function requireApplicant(db: Executor, session: CompanySessionContext, params: ApplicantParams, action: "view" | "manage"): Promise<void> {
  await requireJobAccess(db, session, params.jobId, action);
  if (!(await findJobApplication(db, { companyId: session.companyId, ...params }))) throw applicationNotFound();
}

/** The step a sending targets: the named techTest step, or the job's first one. */
async function resolveStep(db: Executor, jobId: string, recruitmentStepId: string | undefined) {
  const steps = await techTestStepsOf(db, jobId);
  const step = recruitmentStepId === undefined ? steps[0] : steps.find((candidate) => candidate.stepKey === recruitmentStepId);
  if (step) return step;
  throw recruitmentStepId === undefined ? noTechTestStep() : unknownTechTestStep();
}

/** POST /v1/job-portal/job/{jobId}/candidates/tech-tests: job Editors send a tech test to applicants. */
export async function sendTechTestsRequest(
  db: Database,
  session: CompanySessionContext,
  jobId: string,
  body: SendTechTestsBody,
  now = new Date(),
): Promise<SendTechTestsResult> {
  await requireJobAccess(db, session, jobId, "manage");
  const step = await resolveStep(db, jobId, body.recruitmentStepId);
  const { requestId, applicationIds, recruitmentStepId: _step, ...settings } = body;
  return db.transaction((tx) =>
    sendTechTests(tx, { companyId: session.companyId, userId: session.userId }, { jobId, applicationIds, step, requestId, settings, now }),
  );
}

/** GET .../candidates/{applicationId}/tech-tests: the applicant's tests, newest first. */
export async function listApplicantTechTests(db: Executor, session: CompanySessionContext, params: ApplicantParams, now = new Date()): Promise<TechTestList> {
  await requireApplicant(db, session, params, "view");
  const rows = await testsOfApplication(db, { companyId: session.companyId, ...params });
  return { docs: rows.map((row) => toTechTest(row.test, row.stepName, now)) };
}

/** GET .../tech-tests/{techTestId}/document: the submitted file, for those who see the job. */
export async function readTechTestDocument(
  db: Executor,
  storage: FileStorage,
  session: CompanySessionContext,
  params: TestParams,
): Promise<{ data: Buffer; fileName: string; contentType: string }> {
  await requireJobAccess(db, session, params.jobId, "view");
  const test = await findApplicantTest(db, { companyId: session.companyId, ...params });
  if (!test) throw techTestNotFound();
  if (!test.submissionStorageKey) throw techTestDocumentNotFound();
  const data = await storage.get(test.submissionStorageKey);
  if (!data) throw techTestDocumentNotFound();
  const extension = test.submissionStorageKey.split(".").pop()!;
  return { data, fileName: test.submissionFileName ?? `case-study.${extension}`, contentType: documentContentType(test.submissionStorageKey) };
}

/**
 * POST .../tech-tests/{techTestId}/extend: more time for the deadline the candidate works to
 * (confirmBy until confirmed, then submitBy). A deadline still ahead moves by `hours`; one that
 * passed is reopened for `hours` from now. The reminder may go out again before the new deadline.
 * Emails the candidate, records techTestDeadlineExtended and notifies the job's audience.
 */
export async function extendTechTest(
  db: Database,
  session: CompanySessionContext,
  params: TestParams,
  hours: number,
  now = new Date(),
): Promise<TechTest> {
  await requireJobAccess(db, session, params.jobId, "manage");
  return db.transaction(async (tx) => {
    const test = await findApplicantTest(tx, { companyId: session.companyId, ...params }, true);
    if (!test) throw techTestNotFound();
    const stage = currentStage(test.status);
    if (!stage) throw techTestNotExtendable();
    const previous = stage === "confirm" ? test.confirmBy : test.submitBy!;
    const deadline = new Date(Math.max(previous.getTime(), now.getTime()) + hours * HOUR_MS);
    const reopened = effectiveStatus(test, now) !== (stage === "confirm" ? "waitConfirm" : "waitSubmit");
    const updated = await updateTechTest(tx, test.id, {
      ...(stage === "confirm" ? { confirmBy: deadline, status: "waitConfirm" as const } : { submitBy: deadline, status: "waitSubmit" as const }),
      reminderSentAt: null,
      updatedAt: now,
    });
    await mirrorLatestTest(tx, test);

    const facts = (await findTestFacts(tx, test.id))!;
    await recordApplicationEvent(tx, {
      companyId: test.companyId,
      jobId: test.jobId,
      applicationId: test.applicationId,
      type: "techTestDeadlineExtended",
      actor: "member",
      actorUserId: session.userId,
      at: now,
      data: { techTestId: test.id, stage, hours, previousDeadline: previous.toISOString(), deadline: deadline.toISOString(), reopened },
    });
    await queueEmail(
      tx,
      extensionEmail({
        to: facts.candidateEmail,
        candidateName: facts.candidateName,
        jobTitle: facts.jobTitle,
        companyName: facts.companyName,
        invitationSubject: test.subject,
        invitationSentAt: test.sentAt,
        stage,
        deadline,
      }),
    );
    await notifyJobAudience(tx, {
      type: "jobTechTestDeadlineExtensionReceived",
      companyId: test.companyId,
      jobId: test.jobId,
      params: { jobTitle: facts.jobTitle, applicantName: facts.candidateName, companyName: facts.companyName },
      subject: { jobApplicationId: test.applicationId, recruitmentStepId: facts.stepKey ?? undefined },
      createdAt: now,
    });
    return toTechTest(updated!, facts.stepName, now);
  });
}
