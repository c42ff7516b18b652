import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** POST /v1/job-portal/job/{id}/close: the job stops taking applications. */
export async function closeJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.post<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/close`);
  return data.result;
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, string>({
    mutationFn: closeJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
