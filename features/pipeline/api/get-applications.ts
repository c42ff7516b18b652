import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ApplicationRow, ApplicationsPage } from "@/server/modules/application-exports/application-exports-schemas";
import type { CandidateFilterQuery } from "../lib/candidates-address";
import { pipelineKeys } from "./pipeline-keys";

export type { ApplicationRow, ApplicationsPage };

/** The applications table's query: the candidates' filter and sort, the step (none: every step) and the page. */
export type ApplicationsQuery = CandidateFilterQuery & { recruitmentStepId?: string; page?: number; limit?: number };

/** Rows per page of the table. */
export const APPLICATIONS_PAGE_LIMIT = 50;

/**
 * GET /v1/job-portal/job/{jobId}/applications: one numbered page of the applications matching the
 * filter, with the total. Arrays go out as repeated keys.
 */
export async function getApplications(jobId: string, query: ApplicationsQuery, signal?: AbortSignal): Promise<ApplicationsPage> {
  const { data } = await apiClient.get<{ result: ApplicationsPage }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/applications`, { params: query, signal });
  return data.result;
}

export const applicationsQueryOptions = (jobId: string, query: ApplicationsQuery) =>
  queryOptions<ApplicationsPage, ApiClientError>({
    queryKey: pipelineKeys.applications(jobId, query),
    queryFn: ({ signal }) => getApplications(jobId, { limit: APPLICATIONS_PAGE_LIMIT, ...query }, signal),
  });

/** One page of the table; the previous page stays on screen while the next one loads. */
export function useApplications(jobId: string, query: ApplicationsQuery) {
  return useQuery({ ...applicationsQueryOptions(jobId, query), placeholderData: keepPreviousData });
}
