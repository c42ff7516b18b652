import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Candidate, CandidateList, CandidateStep } from "@/server/modules/applications/applications-schemas";
import type { CandidateFilterQuery } from "../lib/candidates-address";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type { Candidate, CandidateList, CandidateStep };

/** One page of candidates: the filter and sort, the step (none: every step), and the keyset cursor. */
export type CandidatesQuery = CandidateFilterQuery & { recruitmentStepId?: string; cursor?: string; limit?: number };

/**
 * GET /v1/job-portal/job/{jobId}/candidates: the candidates matching the filter (in one step when
 * asked), keyset-paged, with the total and every step's counts. Arrays go out as repeated keys.
 */
export async function getCandidates(jobId: string, query: CandidatesQuery, signal?: AbortSignal): Promise<CandidateList> {
  // A filter changed mid-flight cancels the old request (the signal) instead of racing it.
  const { data } = await apiClient.get<{ result: CandidateList }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates`, {
    params: query,
    signal,
  });
  return data.result;
}

/** Candidates per page: a board column shows about five cards at once, a list about ten rows. */
export const CANDIDATES_PAGE_LIMIT = 30;

export const candidatesInfiniteQueryOptions = (jobId: string, query: CandidateFilterQuery & { recruitmentStepId?: string }) =>
  infiniteQueryOptions({
    queryKey: pipelineKeys.candidateList(jobId, query),
    queryFn: ({ pageParam, signal }) => getCandidates(jobId, { ...query, cursor: pageParam, limit: CANDIDATES_PAGE_LIMIT }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Columns and the list mount at different moments over the same queries; decisions invalidate.
    staleTime: 15_000,
  });

/** The candidates of one board column or of the list, page after page. */
export function useCandidates(jobId: string, query: CandidateFilterQuery & { recruitmentStepId?: string }) {
  return useInfiniteQuery({ ...candidatesInfiniteQueryOptions(jobId, query), placeholderData: keepPreviousData });
}

/** GET .../candidates/{applicationId}/cv opens the PDF inline; a plain link, so the browser shows it. */
export function candidateCvPath(jobId: string, applicationId: string): string {
  return `${applicantApiPath(jobId, applicationId)}/cv`;
}
