import { apiClient } from "@/lib/api-client";
import type { EmailTemplate, SaveEmailTemplateBody } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { useEmailTemplateMutation } from "./email-template-mutation";
import { EMAIL_TEMPLATES_PATH } from "./email-template-keys";

export type EmailTemplateInput = SaveEmailTemplateBody;

/** PUT /v1/job-portal/email-templates/{key}: the company's own wording. */
export async function saveEmailTemplate(key: EmailTemplateKey, input: EmailTemplateInput): Promise<EmailTemplate> {
  const { data } = await apiClient.put<{ result: EmailTemplate }>(`${EMAIL_TEMPLATES_PATH}/${key}`, input);
  return data.result;
}

export const useSaveEmailTemplate = () =>
  useEmailTemplateMutation(({ key, ...input }: EmailTemplateInput & { key: EmailTemplateKey }) => saveEmailTemplate(key, input));
