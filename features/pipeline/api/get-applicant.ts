import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CandidateAnswer, CandidateAnswerValue, CandidateDetail } from "@/server/modules/applications/applications-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type { CandidateAnswer, CandidateAnswerValue, CandidateDetail };

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant as their page shows them,
 * with the previous and next applicant in the order and filter of `filterQuery`.
 */
export async function getApplicant(jobId: string, applicationId: string, filterQuery = ""): Promise<CandidateDetail> {
  const url = filterQuery ? `${applicantApiPath(jobId, applicationId)}?${filterQuery}` : applicantApiPath(jobId, applicationId);
  const { data } = await apiClient.get<{ result: CandidateDetail }>(url);
  return data.result;
}

// Under ["pipeline", jobId]: a decision's refresh of the job's pipeline refreshes the applicant too.
export const applicantQueryOptions = (jobId: string, applicationId: string, filterQuery = "") =>
  queryOptions<CandidateDetail, ApiClientError>({
    queryKey: pipelineKeys.applicant(jobId, applicationId, { filter: filterQuery }),
    queryFn: () => getApplicantInList(jobId, applicationId, filterQuery),
  });

/**
 * The applicant with neighbours in the given list; when the API refuses that list's query (an
 * old link, a sort no longer offered), the applicant still shows, with neighbours in the default order.
 */
async function getApplicantInList(jobId: string, applicationId: string, filterQuery: string): Promise<CandidateDetail> {
  try {
    return await getApplicant(jobId, applicationId, filterQuery);
  } catch (error) {
    const status = (error as Partial<ApiClientError>).status;
    if (!filterQuery || (status !== 400 && status !== 422)) throw error;
    return getApplicant(jobId, applicationId);
  }
}

export function useApplicant(jobId: string, applicationId: string, filterQuery = "") {
  return useQuery(applicantQueryOptions(jobId, applicationId, filterQuery));
}
