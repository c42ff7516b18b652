import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CandidateAnswer, CandidateAnswerValue, CandidateDetail } from "@/server/modules/applications/applications-schemas";
import { jobKeys } from "./job-keys";

export type { CandidateAnswer, CandidateAnswerValue, CandidateDetail };

/** GET /v1/job-portal/job/{jobId}/candidates/{applicationId}: one applicant, as their page shows them. */
export async function getCandidate(jobId: string, applicationId: string): Promise<CandidateDetail> {
  const [{ data }, { candidateDetailSchema }] = await Promise.all([
    apiClient.get<{ result: unknown }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}`),
    import("@/server/modules/applications/applications-schemas"),
  ]);
  return candidateDetailSchema.parse(data.result);
}

// Under the job's candidates key, so whatever refreshes the candidates refreshes the applicant too.
export const candidateQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<CandidateDetail, ApiClientError>({
    queryKey: [...jobKeys.candidates(jobId), "applicant", applicationId] as const,
    queryFn: () => getCandidate(jobId, applicationId),
  });

export function useCandidate(jobId: string, applicationId: string) {
  return useQuery(candidateQueryOptions(jobId, applicationId));
}
