import type { Executor } from "@/server/db/client";
import { STEP_ANNOUNCEMENT_PLACEHOLDERS, queueCandidateEmails, type NewJobFacts } from "@/server/modules/candidate-emails/candidate-email-sending-service";
import type { EmailDraft } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { notifyJobAudience } from "@/server/modules/notifications/notify-service";
import { sendTechTests } from "@/server/modules/tech-tests/tech-tests-service";
import type { ApplicantChange } from "./decision-target";
import type { JobStep } from "./pipeline-queries";

/** The outbox category of a custom step's announcement to the candidates entering it. */
export const STEP_ANNOUNCEMENT_CATEGORY = "candidate-step-announcement";

export type StepActionContext = {
  tx: Executor;
  actor: { companyId: string; userId: string };
  job: { id: string; role: string };
  step: JobStep;
  requestId: string;
  now: Date;
  /** The recruiter's own words for this decision: they replace the step's invitation or announcement. */
  email: { draft: EmailDraft; placeholders: readonly string[]; newJob: NewJobFacts | null } | null;
};

/** Emails written by the step's action, and the applicants it wrote to (they get no second email). */
export type StepActionOutcome = { emailsQueued: number; emailedIds: Set<string> };

const nothing = (): StepActionOutcome => ({ emailsQueued: 0, emailedIds: new Set() });

/**
 * Runs what entering the step does (spec 3 Step actions) for the applicants who entered it:
 * send-case-study on a techTest step sends each the tech test; send-email on a custom step
 * announces the step to each and tells the job's team once.
 */
export async function runStepAction(context: StepActionContext, entered: readonly ApplicantChange[]): Promise<StepActionOutcome> {
  if (entered.length === 0) return nothing();
  const { step } = context;
  if (step.type === "techTest" && step.action === "send-case-study") return sendCaseStudy(context, entered);
  if (step.type === "custom" && step.action === "send-email") return announceStep(context, entered);
  return nothing();
}

async function sendCaseStudy(context: StepActionContext, entered: readonly ApplicantChange[]): Promise<StepActionOutcome> {
  const { step, email } = context;
  const result = await sendTechTests(context.tx, context.actor, {
    jobId: context.job.id,
    applicationIds: entered.map((change) => change.application.id),
    step: { rowId: step.rowId, stepKey: step.key, name: step.name, techTest: step.techTest },
    requestId: context.requestId,
    settings: email ? { subject: email.draft.subject, message: email.draft.body } : undefined,
    now: context.now,
  });
  // Those skipped already have a test waiting: the invitation is theirs, so no other email either.
  return { emailsQueued: result.sent.length, emailedIds: new Set(entered.map((change) => change.application.id)) };
}

async function announceStep(context: StepActionContext, entered: readonly ApplicantChange[]): Promise<StepActionOutcome> {
  const { step, email } = context;
  const subject = email?.draft.subject ?? step.emailSubject;
  const body = email?.draft.body ?? step.emailMessage;
  // The job form requires both for send-email; a step saved without them has nothing to announce.
  if (!subject || !body) return nothing();
  const emailsQueued = await queueCandidateEmails(
    context.tx,
    {
      companyId: context.actor.companyId,
      job: context.job,
      senderUserId: context.actor.userId,
      requestId: context.requestId,
      now: context.now,
      templateKey: email?.draft.templateKey ?? null,
      subject,
      body,
      placeholders: email?.placeholders ?? STEP_ANNOUNCEMENT_PLACEHOLDERS,
      newJob: email?.newJob ?? null,
      category: STEP_ANNOUNCEMENT_CATEGORY,
      recordData: { stepAnnouncement: { id: step.key, name: step.name } },
    },
    entered.map((change) => ({ applicationId: change.application.id, name: change.application.name, email: change.application.email, stepName: step.name })),
  );
  // One notification per decision, however many applicants it moved.
  await notifyJobAudience(context.tx, {
    type: "employerCustomStepAnnouncementReceived",
    companyId: context.actor.companyId,
    jobId: context.job.id,
    params: { stepName: step.name, jobTitle: context.job.role, count: entered.length },
    subject: { recruitmentStepId: step.key },
    dedupeKey: `step-announcement:${context.requestId}`,
    createdAt: context.now,
  });
  return { emailsQueued, emailedIds: new Set(entered.map((change) => change.application.id)) };
}
