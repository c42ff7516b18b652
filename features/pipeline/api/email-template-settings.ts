import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplateEditors } from "@/server/modules/candidate-emails/candidate-emails-contract";
import type { EmailTemplateSettings, UpdateEmailTemplateSettingsBody } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { emailTemplateKeys } from "./email-templates";

export type { EmailTemplateSettings };

const SETTINGS_PATH = "/v1/job-portal/email-template-settings";

/** GET /v1/job-portal/email-template-settings: who may reword the templates (a company setting) and what the caller may do. */
export async function getEmailTemplateSettings(): Promise<EmailTemplateSettings> {
  const { data } = await apiClient.get<{ result: EmailTemplateSettings }>(SETTINGS_PATH);
  return data.result;
}

export const emailTemplateSettingsQueryOptions = () =>
  queryOptions<EmailTemplateSettings, ApiClientError>({ queryKey: emailTemplateKeys.settings(), queryFn: getEmailTemplateSettings });

export function useEmailTemplateSettings() {
  return useQuery(emailTemplateSettingsQueryOptions());
}

/** PUT /v1/job-portal/email-template-settings: the Admin or a Team Editor chooses who may reword the templates. */
export async function updateEmailTemplateEditors(editors: EmailTemplateEditors): Promise<EmailTemplateSettings> {
  const { data } = await apiClient.put<{ result: EmailTemplateSettings }>(SETTINGS_PATH, { editors } satisfies UpdateEmailTemplateSettingsBody);
  return data.result;
}

export function useUpdateEmailTemplateEditors() {
  const queryClient = useQueryClient();
  return useMutation<EmailTemplateSettings, ApiClientError, EmailTemplateEditors>({
    mutationFn: updateEmailTemplateEditors,
    onSuccess: (settings) => queryClient.setQueryData(emailTemplateSettingsQueryOptions().queryKey, settings),
  });
}
