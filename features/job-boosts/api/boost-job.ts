import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { BoostJobRequest, JobBoost } from "@/server/modules/job-boosts/job-boosts-schemas";
import { jobBoostKeys } from "./job-boost-keys";

/** POST /v1/job-portal/company/{id}/job-boosts: boosts one published job, taking one boost. */
export async function boostJob(companyId: string, request: BoostJobRequest): Promise<JobBoost> {
  const { data } = await apiClient.post<{ result: JobBoost }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/job-boosts`, request);
  return data.result;
}

export function useBoostJob(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<JobBoost, ApiClientError, BoostJobRequest>({
    mutationFn: (request) => boostJob(companyId, request),
    // The balance, the job's state and the lists all change: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobBoostKeys.overview(companyId) }),
  });
}
