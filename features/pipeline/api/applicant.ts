import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { jobPaths } from "@/lib/routes";
import { pipelineKeys } from "./pipeline-keys";
import type { CandidateAnswer, CandidateAnswerValue, CandidateDetail } from "@/server/modules/applications/applications-schemas";

export type { CandidateAnswer, CandidateAnswerValue, CandidateDetail };

/**
 * The candidates page's query keys that choose and order applicants (contract §1): the detail API
 * takes the same ones, so previous and next follow the list the recruiter came from. Paging and the
 * view are left out; they do not change who the neighbours are.
 */
export const APPLICANT_FILTER_KEYS = [
  "recruitmentStepId",
  "status",
  "q",
  "yearsOfExperience",
  "gender",
  "schoolType",
  "traits",
  "source",
  "rank",
  "companyTypes",
  "sortParam",
  "sortDir",
] as const;

/**
 * The filter part of a candidates-page query string, in a stable order (so it makes a stable
 * query key): `status=rejected&recruitmentStepId=…&page=2` → `recruitmentStepId=…&status=rejected`.
 */
export function applicantFilterQuery(listQuery: string): string {
  const source = new URLSearchParams(listQuery);
  const kept = new URLSearchParams();
  for (const key of APPLICANT_FILTER_KEYS) for (const value of source.getAll(key)) if (value !== "") kept.append(key, value);
  return kept.toString();
}

/** An applicant's page, keeping the candidates page's query string (the current filter). */
export function applicantPagePath(jobId: string, applicationId: string, listQuery: string): string {
  const path = jobPaths.candidate(jobId, applicationId);
  return listQuery ? `${path}?${listQuery}` : path;
}

const detailPath = (jobId: string, applicationId: string) =>
  `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}`;

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant as their page shows them,
 * with the previous and next applicant in the order and filter of `filterQuery`.
 */
export async function getApplicant(jobId: string, applicationId: string, filterQuery = ""): Promise<CandidateDetail> {
  const url = filterQuery ? `${detailPath(jobId, applicationId)}?${filterQuery}` : detailPath(jobId, applicationId);
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
