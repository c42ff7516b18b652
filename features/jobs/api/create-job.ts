import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CreateJobRequest, Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** POST /v1/job-portal/job: a new draft holding the fields sent and the defaults of spec 3 for the rest. */
export async function createJob(input: CreateJobRequest): Promise<Job> {
  const { data } = await apiClient.post<{ result: Job }>("/v1/job-portal/job", input);
  return data.result;
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, ApiClientError, CreateJobRequest>({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.quota() });
    },
  });
}
