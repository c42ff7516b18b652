import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { jobForAction } from "@/server/modules/jobs/jobs-service";
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { requireJobApplications } from "@/server/modules/pipeline/timeline-service";
import { recordsOfRequest } from "@/server/modules/pipeline/decisions-service";
import { BUILT_IN_TEMPLATES } from "./built-in-templates";
import { CANDIDATE_EMAIL_CATEGORY, assertKnownPlaceholders, placeholderValues, prepareDraft, queueCandidateEmails } from "./candidate-email-sending-service";
import { companyTemplates, deleteCompanyTemplate, senderFacts, upsertCompanyTemplate, type CompanyTemplateRow } from "./candidate-emails-queries";
import type {
  EmailPreview,
  EmailPreviewBody,
  EmailTemplate,
  EmailTemplateList,
  SaveEmailTemplateBody,
  SendCandidateEmailsBody,
  SendCandidateEmailsResult,
} from "./candidate-emails-schemas";
import { assertMayEditTemplates } from "./email-template-editors-service";
import { renderTemplate } from "./render-template";

function templateOf(key: EmailTemplateKey, custom: CompanyTemplateRow | undefined): EmailTemplate {
  const builtIn = BUILT_IN_TEMPLATES[key];
  return {
    key,
    name: builtIn.name,
    subject: custom?.subject ?? builtIn.subject,
    body: custom?.body ?? builtIn.body,
    placeholders: [...builtIn.placeholders],
    isCustom: custom !== undefined,
    updatedAt: custom?.updatedAt.toISOString() ?? null,
  };
}

/** GET /v1/job-portal/email-templates: every template in the company's words (or the built-in ones). Any member reads them. */
export async function listEmailTemplates(db: Executor, session: CompanySessionContext): Promise<EmailTemplateList> {
  const custom = new Map((await companyTemplates(db, session.companyId)).map((row) => [row.key, row]));
  return { docs: EMAIL_TEMPLATE_KEYS.map((key) => templateOf(key, custom.get(key))) };
}

/** PUT /v1/job-portal/email-templates/{key}: the company's own words for a template. */
export async function saveEmailTemplate(
  db: Executor,
  session: CompanySessionContext,
  key: EmailTemplateKey,
  input: SaveEmailTemplateBody,
  now = new Date(),
): Promise<EmailTemplate> {
  await assertMayEditTemplates(db, session);
  assertKnownPlaceholders(input, BUILT_IN_TEMPLATES[key].placeholders, "");
  const row = await upsertCompanyTemplate(db, { companyId: session.companyId, key, subject: input.subject, body: input.body, userId: session.userId, now });
  return templateOf(key, row);
}

/** DELETE /v1/job-portal/email-templates/{key}: back to the built-in words. */
export async function resetEmailTemplate(db: Executor, session: CompanySessionContext, key: EmailTemplateKey): Promise<EmailTemplate> {
  await assertMayEditTemplates(db, session);
  await deleteCompanyTemplate(db, session.companyId, key);
  return templateOf(key, undefined);
}

/**
 * POST /v1/job-portal/job/{jobId}/candidates/emails/preview: the draft as this applicant would read
 * it. Writes nothing, so seeing the job is enough. Placeholders without a value stay as written
 * and are listed.
 */
export async function previewCandidateEmail(db: Database, session: CompanySessionContext, jobId: string, input: EmailPreviewBody): Promise<EmailPreview> {
  const { job } = await jobForAction(db, session, jobId, "view");
  const [application] = await requireJobApplications(db, { companyId: session.companyId, jobId, applicationIds: [input.applicationId] });
  const { placeholders, newJob } = await prepareDraft(db, session, input, { strict: false });
  const sender = await senderFacts(db, { companyId: session.companyId, userId: session.userId });
  const values = placeholderValues({ sender: sender!, jobTitle: job.role, recipient: application!, newJob }, placeholders);
  const subject = renderTemplate(input.subject, values);
  const body = renderTemplate(input.body, values);
  return {
    subject: subject.text,
    body: body.text,
    unknownPlaceholders: [...new Set([...subject.unknownPlaceholders, ...body.unknownPlaceholders])],
  };
}

/**
 * POST /v1/job-portal/job/{jobId}/candidates/emails: one email per applicant through the outbox,
 * each on their timeline. Idempotent by requestId: applicants the request already emailed are
 * skipped. All or nothing.
 */
export async function sendCandidateEmails(
  db: Database,
  session: CompanySessionContext,
  jobId: string,
  input: SendCandidateEmailsBody,
  now = new Date(),
): Promise<SendCandidateEmailsResult> {
  const { job } = await jobForAction(db, session, jobId, "manage");
  const { placeholders, newJob } = await prepareDraft(db, session, input, { strict: true });
  return db.transaction(async (tx) => {
    const applications = await requireJobApplications(tx, { companyId: session.companyId, jobId, applicationIds: input.applicationIds }, { lock: true });
    const done = new Set((await recordsOfRequest(tx, { requestId: input.requestId, applicationIds: input.applicationIds, types: ["emailSent"] })).map((row) => row.applicationId));
    const recipients = applications
      .filter((application) => !done.has(application.id))
      .map((application) => ({ applicationId: application.id, name: application.name, email: application.email, stepName: application.stepName }));
    const queued = await queueCandidateEmails(
      tx,
      {
        companyId: session.companyId,
        job: { id: job.id, role: job.role },
        senderUserId: session.userId,
        requestId: input.requestId,
        now,
        templateKey: input.templateKey,
        subject: input.subject,
        body: input.body,
        placeholders,
        newJob,
        category: CANDIDATE_EMAIL_CATEGORY,
      },
      recipients,
    );
    return { queued, skipped: applications.length - recipients.length };
  });
}
