import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplate, EmailTemplateList } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { EMAIL_TEMPLATES_PATH, emailTemplateKeys } from "./email-template-keys";

/** A company's candidate email template (contract §5): its own wording, or the built-in one. */
export type { EmailTemplate, EmailTemplateKey };

/** GET /v1/job-portal/email-templates: the five templates of spec 3, in their fixed order. */
export async function getEmailTemplates(): Promise<EmailTemplate[]> {
  const { data } = await apiClient.get<{ result: EmailTemplateList }>(EMAIL_TEMPLATES_PATH);
  return data.result.docs;
}

export const emailTemplatesQueryOptions = () =>
  queryOptions<EmailTemplate[], ApiClientError>({ queryKey: emailTemplateKeys.list(), queryFn: getEmailTemplates });

export function useEmailTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailTemplatesQueryOptions(), ...options });
}
