import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/job-schemas";
import { jobKeys } from "./job-keys";

/** GET /v1/job-portal/job/{id}: the job, for the title and status above its candidates. */
export async function getJobSummary(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}`);
  return data.result;
}

// Same key as the wizard's job read: both hold the same Job, so they share one cache entry.
export const jobSummaryQueryOptions = (jobId: string) => queryOptions<Job, ApiClientError>({ queryKey: jobKeys.detail(jobId), queryFn: () => getJobSummary(jobId) });

export function useJobSummary(jobId: string) {
  return useQuery(jobSummaryQueryOptions(jobId));
}
