import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { jobKeys } from "./job-keys";

/** DELETE /v1/job-portal/job/{id}: removes a draft that was never published and holds no applications. */
export async function deleteJob(jobId: string): Promise<void> {
  await apiClient.delete(`/v1/job-portal/job/${encodeURIComponent(jobId)}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: deleteJob,
    onSuccess: (_data, jobId) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.quota() });
    },
  });
}
