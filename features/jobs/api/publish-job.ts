import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/**
 * POST /v1/job-portal/job/{id}/publish. Can answer 403 JOB_QUOTA_REACHED (data: quota, used,
 * planName, onTrial, upgradeUrl) or 422 JOB_NOT_PUBLISHABLE (field errors name what is missing).
 */
export async function publishJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.post<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/publish`);
  return data.result;
}

export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, string>({
    mutationFn: publishJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
