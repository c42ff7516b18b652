import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Candidate, CandidateList } from "@/server/modules/applications/applications-schemas";
import { jobKeys } from "./job-keys";

export type { Candidate, CandidateList };

/** Where an application came from, as the candidates list says it. */
export const CANDIDATE_SOURCE_LABELS: Record<Candidate["source"], string> = {
  applicant: "Applied on the careers page",
  import: "Imported",
  recommendation: "Recommended",
};

/** GET /v1/job-portal/job/{jobId}/candidates: the applicants in one recruitment step, and every step's count. */
export async function getJobCandidates(jobId: string, query: { recruitmentStepId: string; cursor?: string; limit?: number }): Promise<CandidateList> {
  // Without a limit the API answers its own page size. The schema (and zod) load beside the request.
  const [{ data }, { candidateListSchema }] = await Promise.all([
    apiClient.get<{ result: unknown }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates`, { params: query }),
    import("@/server/modules/applications/applications-schemas"),
  ]);
  return candidateListSchema.parse(data.result);
}

export const jobCandidatesInfiniteQueryOptions = (jobId: string, recruitmentStepId: string) =>
  infiniteQueryOptions({
    queryKey: [...jobKeys.candidates(jobId), { recruitmentStepId }] as const,
    queryFn: ({ pageParam }) => getJobCandidates(jobId, { recruitmentStepId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useJobCandidates(jobId: string, recruitmentStepId: string) {
  return useInfiniteQuery({ ...jobCandidatesInfiniteQueryOptions(jobId, recruitmentStepId), placeholderData: keepPreviousData });
}

/** GET .../candidates/{applicationId}/cv opens the PDF inline; a plain link, so the browser shows it. */
export function candidateCvPath(jobId: string, applicationId: string): string {
  return `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}/cv`;
}
