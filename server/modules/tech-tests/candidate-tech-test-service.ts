import type { ApiError, FieldError } from "@/server/api/errors";
import { hashToken } from "@/server/auth/secure-tokens";
import type { Database, Executor } from "@/server/db/client";
import { STEP_ENTRY_STATUS } from "@/server/modules/jobs/jobs-contract";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notifyJobAudience } from "@/server/modules/notifications/notify-service";
import { recordApplicationEvent } from "@/server/modules/pipeline/timeline-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { checkSubmittedDocument } from "./tech-test-document";
import { submittedEmail } from "./tech-test-emails";
import { effectiveStatus, type TechTestRow } from "./tech-test-mapper";
import { findTestByTokenHash, mirrorLatestTest, moveSubmittedApplicant, updateTechTest } from "./tech-tests-queries";
import {
  confirmTimePassed,
  invalidSubmission,
  submitTimePassed,
  techTestAlreadySubmitted,
  techTestNotConfirmed,
  techTestNotFound,
} from "./tech-tests-errors";
import { SUBMISSION_FIELDS, submissionLinkSchema, techTestTokenSchema, type CandidateTechTest } from "./tech-tests-schemas";

const HOUR_MS = 60 * 60 * 1000;

type TestByToken = NonNullable<Awaited<ReturnType<typeof findTestByTokenHash>>>;

/** The test a private link opens. Any other token (malformed, unknown) is the same 404. */
async function testByToken(db: Executor, token: string, lock = false): Promise<TestByToken> {
  if (!techTestTokenSchema.safeParse(token).success) throw techTestNotFound();
  const found = await findTestByTokenHash(db, hashToken(token), lock);
  if (!found) throw techTestNotFound();
  return found;
}

function toCandidateView(found: TestByToken, test: TechTestRow, now: Date): CandidateTechTest {
  return {
    companyName: found.companyName,
    jobTitle: found.jobTitle,
    candidateName: found.candidateName,
    status: effectiveStatus(test, now),
    subject: test.subject,
    message: test.message,
    startLimitHours: test.startLimitHours,
    durationHours: test.durationHours,
    confirmBy: test.confirmBy.toISOString(),
    submitBy: test.submitBy?.toISOString() ?? null,
    submittedAt: test.submittedAt?.toISOString() ?? null,
    submissionTypes: test.submissionTypes,
    submissionLink: test.submissionLink,
    submissionFileName: test.submissionStorageKey ? test.submissionFileName : null,
  };
}

/** GET /v1/tech-tests/{token}: what the candidate page shows. */
export async function viewTechTest(db: Executor, token: string, now = new Date()): Promise<CandidateTechTest> {
  const found = await testByToken(db, token);
  return toCandidateView(found, found.test, now);
}

/**
 * POST /v1/tech-tests/{token}/confirm: the candidate starts; they have the duration from now to
 * submit. Confirming again is harmless (the same answer); after confirmBy: 409 TECH_TEST_EXPIRED.
 */
export async function confirmTechTest(db: Database, token: string, now = new Date()): Promise<CandidateTechTest> {
  return db.transaction(async (tx) => {
    const found = await testByToken(tx, token, true);
    const { test } = found;
    if (test.status === "waitSubmit" || test.status === "submitted" || test.status === "notSubmit") return toCandidateView(found, test, now);
    if (effectiveStatus(test, now) === "notConfirm") throw confirmTimePassed();

    const submitBy = new Date(now.getTime() + test.durationHours * HOUR_MS);
    const updated = await updateTechTest(tx, test.id, { status: "waitSubmit", confirmedAt: now, submitBy, reminderSentAt: null, updatedAt: now });
    await mirrorLatestTest(tx, test);
    await recordApplicationEvent(tx, {
      companyId: test.companyId,
      jobId: test.jobId,
      applicationId: test.applicationId,
      type: "techTestConfirmed",
      actor: "candidate",
      at: now,
      data: { techTestId: test.id, submitBy: submitBy.toISOString() },
    });
    return toCandidateView(found, updated!, now);
  });
}

export type SubmissionInput = {
  link: unknown;
  document: { data: Uint8Array; fileName: string } | null;
};

/** Why the test takes no submission now (409), or null when it does. */
function submissionRefusal(test: TechTestRow, now: Date): ApiError | null {
  const status = effectiveStatus(test, now);
  if (status === "submitted") return techTestAlreadySubmitted();
  if (status === "waitConfirm") return techTestNotConfirmed();
  if (status === "notConfirm") return confirmTimePassed();
  if (status === "notSubmit") return submitTimePassed();
  return null;
}

/** The link and document as the test allows them: each field named in its error (422). */
function checkedLink(test: TechTestRow, input: SubmissionInput): string | null {
  const errors: FieldError[] = [];
  const rawLink = typeof input.link === "string" ? input.link.trim() : "";
  const allowsLink = test.submissionTypes.includes("link");
  const allowsDocument = test.submissionTypes.includes("document");
  let link: string | null = null;
  if (rawLink !== "") {
    if (!allowsLink) errors.push({ field: SUBMISSION_FIELDS.link, message: "This tech test takes a document, not a link" });
    else {
      const parsed = submissionLinkSchema.safeParse(rawLink);
      if (parsed.success) link = parsed.data;
      else errors.push({ field: SUBMISSION_FIELDS.link, message: parsed.error.issues[0]!.message });
    }
  }
  if (input.document && !allowsDocument) errors.push({ field: SUBMISSION_FIELDS.document, message: "This tech test takes a link, not a document" });
  if (rawLink === "" && !input.document) {
    const what = allowsLink && allowsDocument ? "a link or a document" : allowsLink ? "a link" : "a document";
    errors.push({ field: allowsLink ? SUBMISSION_FIELDS.link : SUBMISSION_FIELDS.document, message: `Add ${what} to submit` });
  }
  if (errors.length > 0) throw invalidSubmission(errors);
  return link;
}

/**
 * POST /v1/tech-tests/{token}/submission: the candidate's answer, a link and/or a document (PDF,
 * DOCX or ZIP by content, at most 10 MB) as the test allows, before submitBy (else 409
 * TECH_TEST_EXPIRED). The document is stored first; the submission, the application's status
 * (techTestSubmitted, while it is still in the test's step as techTestSent), the timeline, the
 * candidate's receipt and the job audience's notification are one transaction, and the file is
 * deleted if that fails.
 */
export async function submitTechTest(db: Database, storage: FileStorage, token: string, input: SubmissionInput, now = new Date()): Promise<CandidateTechTest> {
  const found = await testByToken(db, token);
  const refusal = submissionRefusal(found.test, now);
  if (refusal) throw refusal;
  const link = checkedLink(found.test, input);
  const document = input.document ? await checkSubmittedDocument(input.document.data, input.document.fileName) : null;
  const stored = document ? await storage.put({ data: document.data, prefix: `tech-tests/${found.test.companyId}`, extension: document.extension }) : null;

  try {
    return await db.transaction(async (tx) => {
      const locked = await testByToken(tx, token, true);
      const { test } = locked;
      // A second tab, or the deadline, may have got there while the file was stored.
      const lateRefusal = submissionRefusal(test, now);
      if (lateRefusal) throw lateRefusal;

      const updated = await updateTechTest(tx, test.id, {
        status: "submitted",
        submittedAt: now,
        submissionLink: link,
        submissionStorageKey: stored?.key ?? null,
        submissionFileName: document?.fileName ?? null,
        updatedAt: now,
      });
      // Only an applicant still waiting in the test's step moves on: a recruiter's later decision stands.
      const moved = test.recruitmentStepId ? await moveSubmittedApplicant(tx, { applicationId: test.applicationId, recruitmentStepId: test.recruitmentStepId, now }) : false;
      await mirrorLatestTest(tx, test);
      await recordApplicationEvent(tx, {
        companyId: test.companyId,
        jobId: test.jobId,
        applicationId: test.applicationId,
        type: "techTestSubmitted",
        actor: "candidate",
        at: now,
        data: {
          techTestId: test.id,
          link,
          fileName: document?.fileName ?? null,
          ...(moved ? { fromStatus: STEP_ENTRY_STATUS.techTest, toStatus: "techTestSubmitted" } : {}),
        },
      });
      await queueEmail(
        tx,
        submittedEmail({ to: locked.candidateEmail, candidateName: locked.candidateName, jobTitle: locked.jobTitle, companyName: locked.companyName, submittedAt: now }),
      );
      await notifyJobAudience(tx, {
        type: "jobTechTestSubmittedReceived",
        companyId: test.companyId,
        jobId: test.jobId,
        params: { jobTitle: locked.jobTitle, applicantName: locked.candidateName, companyName: locked.companyName },
        subject: { jobApplicationId: test.applicationId, recruitmentStepId: locked.stepKey ?? undefined },
        dedupeKey: `tech-test-submitted:${test.id}`,
        createdAt: now,
      });
      return toCandidateView(locked, updated!, now);
    });
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }
}
