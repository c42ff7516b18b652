import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplateEditors } from "@/server/modules/candidate-emails/candidate-emails-contract";
import type { EmailTemplateSettings, UpdateEmailTemplateSettingsBody } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { EMAIL_TEMPLATE_SETTINGS_PATH, emailTemplateSettingsQueryOptions } from "./get-email-template-settings";

/** PUT /v1/job-portal/email-template-settings: the Admin or a Team Editor chooses who may reword the templates. */
export async function updateEmailTemplateEditors(editors: EmailTemplateEditors): Promise<EmailTemplateSettings> {
  const { data } = await apiClient.put<{ result: EmailTemplateSettings }>(EMAIL_TEMPLATE_SETTINGS_PATH, { editors } satisfies UpdateEmailTemplateSettingsBody);
  return data.result;
}

export function useUpdateEmailTemplateEditors() {
  const queryClient = useQueryClient();
  return useMutation<EmailTemplateSettings, ApiClientError, EmailTemplateEditors>({
    mutationFn: updateEmailTemplateEditors,
    onSuccess: (settings) => queryClient.setQueryData(emailTemplateSettingsQueryOptions().queryKey, settings),
  });
}
