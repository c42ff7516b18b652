import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { EmailDraft, SendCandidateEmailsBody, SendCandidateEmailsResult } from "@/server/modules/candidate-emails/candidate-emails-schemas";
import { candidateEmailsPath } from "./candidate-emails-path";
import { pipelineKeys } from "./pipeline-keys";

/** What a recruiter sends: a template's key with the subject and body as edited for this send. */
export type CandidateEmailDraft = EmailDraft;
export type SendCandidateEmailsInput = SendCandidateEmailsBody;
export type { SendCandidateEmailsResult };

/** POST .../candidates/emails: one email per applicant, queued through the outbox (idempotent by requestId). */
export async function sendCandidateEmails(jobId: string, input: SendCandidateEmailsInput): Promise<SendCandidateEmailsResult> {
  const { data } = await apiClient.post<{ result: SendCandidateEmailsResult }>(candidateEmailsPath(jobId), input);
  return data.result;
}

export function useSendCandidateEmails(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<SendCandidateEmailsResult, ApiClientError, SendCandidateEmailsInput>({
    mutationFn: (input) => sendCandidateEmails(jobId, input),
    // Each email is a timeline record of its applicant.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
  });
}
