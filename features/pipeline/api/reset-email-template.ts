import { apiClient } from "@/lib/api-client";
import type { EmailTemplate } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { useEmailTemplateMutation } from "./email-template-mutation";
import { EMAIL_TEMPLATES_PATH } from "./email-template-keys";

/** DELETE /v1/job-portal/email-templates/{key}: back to the built-in wording. */
export async function resetEmailTemplate(key: EmailTemplateKey): Promise<EmailTemplate | null> {
  // The API answers the built-in template; an empty answer still means it was reset (the list refreshes).
  const { data } = await apiClient.delete<{ result?: EmailTemplate } | "">(`${EMAIL_TEMPLATES_PATH}/${key}`);
  return (typeof data === "object" ? data?.result : undefined) ?? null;
}

export const useResetEmailTemplate = () => useEmailTemplateMutation((key: EmailTemplateKey) => resetEmailTemplate(key));
