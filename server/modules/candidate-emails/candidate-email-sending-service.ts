import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { recordApplicationEvents } from "@/server/modules/pipeline/timeline-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { BUILT_IN_TEMPLATES } from "./built-in-templates";
import { jobWithFirstStep, senderFacts, type SenderFacts } from "./candidate-emails-queries";
import { newJobRequired, unknownPlaceholders } from "./candidate-emails-errors";
import type { EmailDraft } from "./candidate-emails-schemas";
import { placeholderKey, placeholdersIn, renderTemplate, unknownPlaceholdersIn } from "./render-template";

// The pipeline offers the built-in templates' placeholders on a step announcement.
export { STEP_ANNOUNCEMENT_PLACEHOLDERS } from "./built-in-templates";
// Tech tests render their invitation from a template like any candidate email.
export { renderTemplate } from "./render-template";

/** The outbox category of emails a recruiter sends to candidates from a template. */
export const CANDIDATE_EMAIL_CATEGORY = "candidate-email";

/** The job a moveToAnotherRole email speaks of: fills {{New Job Title}} and {{New Step Name}}. */
export type NewJobFacts = { title: string; stepName: string };

/** One applicant an email goes to, with the step they are in when it is written. */
export type EmailRecipient = { applicationId: string; name: string; email: string; stepName: string };

const NEW_JOB_PLACEHOLDERS = ["New Job Title", "New Step Name"].map(placeholderKey);

/**
 * The value of every placeholder for one applicant, limited to those the template allows (a
 * placeholder outside its list stays unknown, as the preview shows it).
 */
export function placeholderValues(
  facts: { sender: SenderFacts; jobTitle: string; recipient: Pick<EmailRecipient, "name" | "stepName">; newJob: NewJobFacts | null },
  allowed: readonly string[],
): Record<string, string> {
  const all: Record<string, string | undefined> = {
    "Company Name": facts.sender.companyName,
    "Job Title": facts.jobTitle,
    "Your Name": facts.sender.senderName ?? "",
    "Talent Name": facts.recipient.name,
    "Step Name": facts.recipient.stepName,
    "total jobs": String(facts.sender.publishedJobs),
    "Old Job Title": facts.jobTitle,
    "New Job Title": facts.newJob?.title,
    "New Step Name": facts.newJob?.stepName,
  };
  const permitted = new Set(allowed.map(placeholderKey));
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined && permitted.has(placeholderKey(entry[0]))));
}

/**
 * Reads a recruiter's draft before anything is sent. Strict (sends): every placeholder must be one
 * its template allows (a typo would reach candidates as `{{Compnay Name}}`) and a draft naming the
 * new job needs newJobId; field names are prefixed for nested bodies ("email."). Not strict
 * (previews): unknown placeholders are left for the preview to list. The new job must be a job of
 * the company the caller sees.
 */
/** What {{Company Name}}, {{total jobs}} and {{Your Name}} say in a mail the member sends. One query. */
export async function emailSenderFacts(db: Executor, params: { companyId: string; userId: string }): Promise<SenderFacts | null> {
  return senderFacts(db, params);
}

export async function prepareDraft(
  db: Executor,
  session: CompanySessionContext,
  draft: EmailDraft,
  options: { strict: boolean; fieldPrefix?: string },
): Promise<{ placeholders: readonly string[]; newJob: NewJobFacts | null }> {
  const prefix = options.fieldPrefix ?? "";
  const { placeholders } = BUILT_IN_TEMPLATES[draft.templateKey];
  if (options.strict) assertKnownPlaceholders(draft, placeholders, prefix);
  const newJob = draft.newJobId ? await newJobFacts(db, session, draft.newJobId) : null;
  const usesNewJob = placeholdersIn(`${draft.subject}\n${draft.body}`).some((name) => NEW_JOB_PLACEHOLDERS.includes(placeholderKey(name)));
  if (options.strict && usesNewJob && !newJob && placeholders.some((name) => NEW_JOB_PLACEHOLDERS.includes(placeholderKey(name)))) {
    throw newJobRequired(prefix);
  }
  return { placeholders, newJob };
}

export function assertKnownPlaceholders(draft: Pick<EmailDraft, "subject" | "body">, placeholders: readonly string[], prefix: string): void {
  const errors = (["subject", "body"] as const).flatMap((field) =>
    unknownPlaceholdersIn(draft[field], placeholders).map((name) => ({
      field: `${prefix}${field}`,
      message: `Unknown placeholder {{${name}}}. Use ${placeholders.map((known) => `{{${known}}}`).join(", ")}`,
    })),
  );
  if (errors.length > 0) throw unknownPlaceholders(errors);
}

async function newJobFacts(db: Executor, session: CompanySessionContext, jobId: string): Promise<NewJobFacts> {
  const job = await jobWithFirstStep(db, { companyId: session.companyId, jobId });
  if (!job) throw jobNotFound();
  await assertCan(db, session, "jobPost", "view", { jobId });
  return { title: job.role, stepName: job.firstStepName ?? "" };
}

export type CandidateEmailBatch = {
  companyId: string;
  job: { id: string; role: string };
  senderUserId: string;
  requestId: string;
  now: Date;
  /** Null for a step's own announcement. */
  templateKey: EmailTemplateKey | null;
  subject: string;
  body: string;
  placeholders: readonly string[];
  newJob: NewJobFacts | null;
  /** The outbox category (for the mailbox and metrics). */
  category: string;
  /** Added to each emailSent record, e.g. the step whose announcement it is. */
  recordData?: Record<string, unknown>;
};

/**
 * Writes one email per recipient, rendered with their own values, to the outbox and records each
 * as emailSent on their timeline, all in the caller's transaction. The caller has made sure the
 * request did not already send them (the timeline's request ids). Answers how many were queued.
 */
export async function queueCandidateEmails(tx: Executor, batch: CandidateEmailBatch, recipients: readonly EmailRecipient[]): Promise<number> {
  if (recipients.length === 0) return 0;
  const sender = await senderFacts(tx, { companyId: batch.companyId, userId: batch.senderUserId });
  if (!sender) throw new Error(`Company ${batch.companyId} not found`);
  // One outbox row per candidate, rendered with their own values: each mail is its own delivery
  // with its own retries. All of them are written in two statements.
  const rendered = recipients.map((recipient) => {
    const values = placeholderValues({ sender, jobTitle: batch.job.role, recipient, newJob: batch.newJob }, batch.placeholders);
    return { recipient, subject: renderTemplate(batch.subject, values).text, body: renderTemplate(batch.body, values).text };
  });
  const emailIds = await queueEmails(
    tx,
    rendered.map(({ recipient, subject, body }) => ({ to: recipient.email, subject, text: body, category: batch.category })),
  );
  const records = rendered.map(({ recipient, subject, body }, index) => {
    const emailId = emailIds[index];
    return {
      companyId: batch.companyId,
      jobId: batch.job.id,
      applicationId: recipient.applicationId,
      type: "emailSent" as const,
      actor: "member" as const,
      actorUserId: batch.senderUserId,
      requestId: batch.requestId,
      data: { templateKey: batch.templateKey, subject, body, emailId, ...batch.recordData },
      at: batch.now,
    };
  });
  await recordApplicationEvents(tx, records);
  return recipients.length;
}
