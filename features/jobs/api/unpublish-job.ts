import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** POST /v1/job-portal/job/{id}/unpublish: the job leaves the careers page and becomes a draft again. */
export async function unpublishJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.post<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/unpublish`);
  return data.result;
}

export function useUnpublishJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, string>({
    mutationFn: unpublishJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
