import { z } from "zod";
import { EMAIL_TEMPLATE_KEYS } from "@/server/modules/jobs/jobs-contract";
import { EMAIL_SUBJECT_MAX_LENGTH, EMAIL_BODY_MAX_LENGTH, EMAIL_TEMPLATE_EDITORS } from "./candidate-emails-contract";

/** Candidate emails of issue 7: templates, previews and sends. Shared by the API and the portal. */
/** One send or decision reaches at most this many applicants. */
export const MAX_APPLICANTS_PER_REQUEST = 500;

export const CANDIDATE_EMAIL_ERROR_CODES = {
  unknownPlaceholder: "UNKNOWN_PLACEHOLDER",
  applicationNotFound: "APPLICATION_NOT_FOUND",
} as const;

export const emailTemplateKeySchema = z.enum(EMAIL_TEMPLATE_KEYS, { error: "Choose one of the email templates" });

export const emailSubjectSchema = z
  .string({ error: "Write a subject" })
  .trim()
  .min(1, "Write a subject")
  .max(EMAIL_SUBJECT_MAX_LENGTH, `Subject must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`);
export const emailBodySchema = z
  .string({ error: "Write a message" })
  .trim()
  .min(1, "Write a message")
  .max(EMAIL_BODY_MAX_LENGTH, `Message must be at most ${EMAIL_BODY_MAX_LENGTH} characters`);

/**
 * For the moveToAnotherRole template: the company's job the candidate is moved to, which fills
 * {{New Job Title}} and {{New Step Name}} (its first step). An addition to the agreed contract.
 */
const newJobIdSchema = z.uuid("Invalid job id").optional();

/** An email as the recruiter sends it: a template's words, possibly edited for this send. */
export const emailDraftSchema = z.object({
  templateKey: emailTemplateKeySchema,
  subject: emailSubjectSchema,
  body: emailBodySchema,
  newJobId: newJobIdSchema,
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

export const applicationIdsSchema = z
  .array(z.uuid("Invalid application id"), { error: "Choose the applicants" })
  .min(1, "Choose at least one applicant")
  .max(MAX_APPLICANTS_PER_REQUEST, `At most ${MAX_APPLICANTS_PER_REQUEST} applicants at once`)
  .refine((ids) => new Set(ids).size === ids.length, "List each applicant once");

export const emailTemplateSchema = z.object({
  key: emailTemplateKeySchema,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  placeholders: z.array(z.string()),
  /** The company reworded it; DELETE brings back the built-in words. */
  isCustom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateListSchema = z.object({ docs: z.array(emailTemplateSchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

export const saveEmailTemplateBodySchema = z.object({ subject: emailSubjectSchema, body: emailBodySchema });
export type SaveEmailTemplateBody = z.infer<typeof saveEmailTemplateBodySchema>;

export const emailPreviewBodySchema = emailDraftSchema.extend({ applicationId: z.uuid("Invalid application id") });
export type EmailPreviewBody = z.infer<typeof emailPreviewBodySchema>;

export const emailPreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  /** Placeholders with no value for this applicant (unknown ones), left in the text as written. */
  unknownPlaceholders: z.array(z.string()),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const sendCandidateEmailsBodySchema = emailDraftSchema.extend({
  /** Idempotency key: the same id again sends nothing more. */
  requestId: z.uuid("Invalid request id"),
  applicationIds: applicationIdsSchema,
});
export type SendCandidateEmailsBody = z.infer<typeof sendCandidateEmailsBodySchema>;

export const sendCandidateEmailsResultSchema = z.object({
  /** Emails written to the outbox by this request. */
  queued: z.number().int(),
  /** Applicants already emailed under this request id (a retry), sent nothing more. */
  skipped: z.number().int(),
});
export type SendCandidateEmailsResult = z.infer<typeof sendCandidateEmailsResultSchema>;

// Zod-free, for client code: ./candidate-emails-contract.ts
export { EMAIL_SUBJECT_MAX_LENGTH, EMAIL_BODY_MAX_LENGTH };

export const emailTemplateEditorsSchema = z.enum(EMAIL_TEMPLATE_EDITORS, { error: "Choose who may change the email templates" });

/** GET/PUT /v1/job-portal/email-template-settings: who may reword the templates, and what the caller may do. */
export const emailTemplateSettingsSchema = z.object({
  editors: emailTemplateEditorsSchema,
  /** Whether the caller may reword and reset the templates now. */
  mayEditTemplates: z.boolean(),
  /** Whether the caller may change `editors` (the Admin or a Team Editor). */
  mayChangeEditors: z.boolean(),
});
export type EmailTemplateSettings = z.infer<typeof emailTemplateSettingsSchema>;

export const updateEmailTemplateSettingsBodySchema = z.object({ editors: emailTemplateEditorsSchema });
export type UpdateEmailTemplateSettingsBody = z.infer<typeof updateEmailTemplateSettingsBodySchema>;
