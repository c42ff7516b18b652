import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { emailPreviewBodySchema, emailPreviewSchema, emailTemplateKeySchema, emailTemplateListSchema, emailTemplateSchema, emailTemplateSettingsSchema, saveEmailTemplateBodySchema, updateEmailTemplateSettingsBodySchema, sendCandidateEmailsBodySchema, sendCandidateEmailsResultSchema } from "./candidate-emails-schemas";
import { listEmailTemplates, previewCandidateEmail, resetEmailTemplate, saveEmailTemplate, sendCandidateEmails } from "./candidate-emails-service";
import { getEmailTemplateSettings, updateEmailTemplateSettings } from "./email-template-editors-service";

const tags = ["Candidate emails"];
const companyMember = [requireSession, requireCompany];
const templateParams = z.object({ key: emailTemplateKeySchema });
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });

const listTemplates = createRoute({
  method: "get",
  path: "/v1/job-portal/email-templates",
  tags,
  summary: "The candidate email templates in the company's words (the built-in words where it kept them), with their placeholders",
  middleware: companyMember,
  responses: { 200: jsonContent(resultEnvelope(emailTemplateListSchema), "The templates"), ...pickErrors(401, 403, 500) },
});

const putTemplate = createRoute({
  method: "put",
  path: "/v1/job-portal/email-templates/{key}",
  tags,
  summary: "Reword one template for the whole company",
  description:
    "Who may is the company's setting (GET /v1/job-portal/email-template-settings; default: the Admin and members who edit at least one job post); anyone else gets 403 PERMISSION_DENIED. A placeholder the template does not offer is 422 UNKNOWN_PLACEHOLDER naming the field.",
  middleware: companyMember,
  request: { params: templateParams, body: jsonBody(saveEmailTemplateBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(emailTemplateSchema), "The template"), ...pickErrors(400, 401, 403, 422, 500) },
});

const deleteTemplate = createRoute({
  method: "delete",
  path: "/v1/job-portal/email-templates/{key}",
  tags,
  summary: "Bring back a template's built-in words",
  description: "Same rights as rewording it.",
  middleware: companyMember,
  request: { params: templateParams },
  responses: { 200: jsonContent(resultEnvelope(emailTemplateSchema), "The built-in template"), ...pickErrors(401, 403, 422, 500) },
});

const settingsPath = "/v1/job-portal/email-template-settings";

const getSettings = createRoute({
  method: "get",
  path: settingsPath,
  tags,
  summary: "Who may reword the company's email templates, and whether the caller may reword them or change the setting",
  middleware: companyMember,
  responses: { 200: jsonContent(resultEnvelope(emailTemplateSettingsSchema), "The setting"), ...pickErrors(401, 403, 500) },
});

const putSettings = createRoute({
  method: "put",
  path: settingsPath,
  tags,
  summary: "Choose who may reword the email templates: teamEditors, jobPostEditors (default) or allMembers",
  description: "The Admin or a Team Editor (userCompany manage), else 403 PERMISSION_DENIED.",
  middleware: companyMember,
  request: { body: jsonBody(updateEmailTemplateSettingsBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(emailTemplateSettingsSchema), "The setting"), ...pickErrors(400, 401, 403, 422, 500) },
});

const preview = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/emails/preview",
  tags,
  summary: "A draft email as one applicant would read it, with their real values",
  description:
    "Needs jobPost view on the job. Placeholders without a value are left as written and listed in unknownPlaceholders. An applicant of another job or company is 404 APPLICATION_NOT_FOUND.",
  middleware: companyMember,
  request: { params: jobParams, body: jsonBody(emailPreviewBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(emailPreviewSchema), "The rendered subject and body"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const send = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/emails",
  tags,
  summary: "Email applicants from a template: one email each, rendered for each, recorded on their timeline",
  description:
    "Needs jobPost manage on the job. Idempotent by requestId: applicants already emailed by the request are counted in skipped. Any unknown or foreign applicant: 404 APPLICATION_NOT_FOUND and nothing is sent.",
  middleware: companyMember,
  request: { params: jobParams, body: jsonBody(sendCandidateEmailsBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(sendCandidateEmailsResultSchema), "How many were queued and skipped"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

export const candidateEmailsRoutes = createRouter()
  .openapi(listTemplates, async (c) => c.json({ result: await listEmailTemplates(c.get("db"), companySessionOf(c)) }, 200))
  .openapi(putTemplate, async (c) => {
    const result = await saveEmailTemplate(c.get("db"), companySessionOf(c), c.req.valid("param").key, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(getSettings, async (c) => c.json({ result: await getEmailTemplateSettings(c.get("db"), companySessionOf(c)) }, 200))
  .openapi(putSettings, async (c) => c.json({ result: await updateEmailTemplateSettings(c.get("db"), companySessionOf(c), c.req.valid("json")) }, 200))
  .openapi(deleteTemplate, async (c) => c.json({ result: await resetEmailTemplate(c.get("db"), companySessionOf(c), c.req.valid("param").key) }, 200))
  .openapi(preview, async (c) => {
    const result = await previewCandidateEmail(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(send, async (c) => {
    const result = await sendCandidateEmails(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    return c.json({ result }, 200);
  });
