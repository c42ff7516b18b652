import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job, UpdateJobRequest } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

export type UpdateJobVariables = { jobId: string; changes: UpdateJobRequest };

/** PATCH /v1/job-portal/job/{id}: only the fields sent change (the wizard's autosave). */
export async function updateJob({ jobId, changes }: UpdateJobVariables): Promise<Job> {
  const { data } = await apiClient.patch<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}`, changes);
  return data.result;
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, UpdateJobVariables>({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
