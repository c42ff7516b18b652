import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** POST /v1/job-portal/job/{id}/duplicate (201): a new draft copied from the job. */
export async function duplicateJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.post<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/duplicate`);
  return data.result;
}

export function useDuplicateJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, string>({
    mutationFn: duplicateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
