import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJobList } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { EmailDraft, EmailPreview, EmailPreviewBody, SendCandidateEmailsBody, SendCandidateEmailsResult } from "@/server/modules/candidate-emails/candidate-emails-schemas";

/** What a recruiter sends: a template's key with the subject and body as edited for this send. */
export type CandidateEmailDraft = EmailDraft;
export type EmailPreviewInput = EmailPreviewBody;
export type SendCandidateEmailsInput = SendCandidateEmailsBody;
export type { EmailPreview, SendCandidateEmailsResult };

import { pipelineKeys } from "./pipeline-keys";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

const emailsPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/emails`;

/** POST .../candidates/emails/preview: reads nothing but renders, so it is cached like a read. */
export async function previewCandidateEmail(jobId: string, input: EmailPreviewInput): Promise<EmailPreview> {
  const { data } = await apiClient.post<{ result: EmailPreview }>(`${emailsPath(jobId)}/preview`, input);
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

/** POST .../candidates/emails: one email per applicant, queued through the outbox (idempotent by requestId). */
export async function sendCandidateEmails(jobId: string, input: SendCandidateEmailsInput): Promise<SendCandidateEmailsResult> {
  const { data } = await apiClient.post<{ result: SendCandidateEmailsResult }>(emailsPath(jobId), input);
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

export type JobToMoveTo = { id: string; role: string };

const PUBLISHED_JOBS_QUERY = { status: ["published" as const], limit: 100 };

/** The jobs an applicant can be moved to, by title, out of a page of the job list. */
export function toJobsToMoveTo(list: JobList): JobToMoveTo[] {
  return list.docs.map(({ id, role }) => ({ id, role: role.trim() || "Untitled job" }));
}

/**
 * The company's published jobs (up to 100), for the moveToAnotherRole template: the one chosen
 * fills {{New Job Title}} and {{New Step Name}} (newJobId, an addition of S1 to the contract).
 * GET /v1/job-portal/job?status=published under the job list's shared key, so a change to the jobs
 * refreshes it.
 */
export function useJobsToMoveTo(enabled: boolean) {
  return useQuery<JobList, ApiClientError, JobToMoveTo[]>({
    queryKey: jobRootKeys.firstPage(PUBLISHED_JOBS_QUERY),
    queryFn: () => fetchJobList(PUBLISHED_JOBS_QUERY),
    select: toJobsToMoveTo,
    enabled,
  });
}
