import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplateSettings } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { emailTemplateKeys } from "./email-template-keys";

export type { EmailTemplateSettings };

export const EMAIL_TEMPLATE_SETTINGS_PATH = "/v1/job-portal/email-template-settings";

/** GET /v1/job-portal/email-template-settings: who may reword the templates (a company setting) and what the caller may do. */
export async function getEmailTemplateSettings(): Promise<EmailTemplateSettings> {
  const { data } = await apiClient.get<{ result: EmailTemplateSettings }>(EMAIL_TEMPLATE_SETTINGS_PATH);
  return data.result;
}

export const emailTemplateSettingsQueryOptions = () =>
  queryOptions<EmailTemplateSettings, ApiClientError>({ queryKey: emailTemplateKeys.settings(), queryFn: getEmailTemplateSettings });

export function useEmailTemplateSettings() {
  return useQuery(emailTemplateSettingsQueryOptions());
}
