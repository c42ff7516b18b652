import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailTemplate, SaveEmailTemplateBody, EmailTemplateList } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";

/** A company's candidate email template (contract §5): its own wording, or the built-in one. */
export type { EmailTemplate, EmailTemplateKey };
export type EmailTemplateInput = SaveEmailTemplateBody;

import { pipelineKeys } from "./pipeline-keys";

const TEMPLATES_PATH = "/v1/job-portal/email-templates";

/** Company-wide, so not under a job; still under "pipeline" with the rest of the feature. */
export const emailTemplateKeys = {
  all: [...pipelineKeys.all, "email-templates"] as const,
  list: () => [...emailTemplateKeys.all, "list"] as const,
  settings: () => [...emailTemplateKeys.all, "settings"] as const,
};

/** GET /v1/job-portal/email-templates: the five templates of spec 3, in their fixed order. */
export async function getEmailTemplates(): Promise<EmailTemplate[]> {
  const { data } = await apiClient.get<{ result: EmailTemplateList }>(TEMPLATES_PATH);
  return data.result.docs;
}

export const emailTemplatesQueryOptions = () =>
  queryOptions<EmailTemplate[], ApiClientError>({ queryKey: emailTemplateKeys.list(), queryFn: getEmailTemplates });

export function useEmailTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailTemplatesQueryOptions(), ...options });
}

/** PUT /v1/job-portal/email-templates/{key}: the company's own wording. */
export async function saveEmailTemplate(key: EmailTemplateKey, input: EmailTemplateInput): Promise<EmailTemplate> {
  const { data } = await apiClient.put<{ result: EmailTemplate }>(`${TEMPLATES_PATH}/${key}`, input);
  return data.result;
}

/** DELETE /v1/job-portal/email-templates/{key}: back to the built-in wording. */
export async function resetEmailTemplate(key: EmailTemplateKey): Promise<EmailTemplate | null> {
  // The API answers the built-in template; an empty answer still means it was reset (the list refreshes).
  const { data } = await apiClient.delete<{ result?: EmailTemplate } | "">(`${TEMPLATES_PATH}/${key}`);
  return (typeof data === "object" ? data?.result : undefined) ?? null;
}

function useTemplateMutation<Variables>(mutationFn: (variables: Variables) => Promise<EmailTemplate | null>) {
  const queryClient = useQueryClient();
  return useMutation<EmailTemplate | null, ApiClientError, Variables>({
    mutationFn,
    onSuccess: (template) => {
      if (template) {
        queryClient.setQueryData<EmailTemplate[]>(emailTemplateKeys.list(), (current) =>
          current?.map((entry) => (entry.key === template.key ? template : entry)),
        );
      }
      return queryClient.invalidateQueries({ queryKey: emailTemplateKeys.list() });
    },
  });
}

export const useSaveEmailTemplate = () =>
  useTemplateMutation(({ key, ...input }: EmailTemplateInput & { key: EmailTemplateKey }) => saveEmailTemplate(key, input));

export const useResetEmailTemplate = () => useTemplateMutation((key: EmailTemplateKey) => resetEmailTemplate(key));
