import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailPreview, EmailPreviewBody } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { candidateEmailsPath } from "./candidate-emails-path";
import { pipelineKeys } from "./pipeline-keys";

export type EmailPreviewInput = EmailPreviewBody;
export type { EmailPreview };

/** POST .../candidates/emails/preview: reads nothing but renders, so it is cached like a read. */
export async function previewCandidateEmail(jobId: string, input: EmailPreviewInput): Promise<EmailPreview> {
  const { data } = await apiClient.post<{ result: EmailPreview }>(`${candidateEmailsPath(jobId)}/preview`, input);
  return data.result;
}

export const emailPreviewQueryOptions = (jobId: string, input: EmailPreviewInput) =>
  queryOptions<EmailPreview, ApiClientError>({
    queryKey: pipelineKeys.emailPreview(jobId, input),
    queryFn: () => previewCandidateEmail(jobId, input),
    staleTime: 60_000,
  });

/** The preview of the draft (pass it debounced); the last one stays shown while the next renders. */
export function useEmailPreview(jobId: string, input: EmailPreviewInput | null) {
  return useQuery({
    ...emailPreviewQueryOptions(jobId, input ?? { templateKey: "rejection", subject: "", body: "", applicationId: "" }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
