import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { Job } from "@/server/modules/jobs/job-schemas";
import { jobKeys } from "./job-keys";

/** GET /v1/job-portal/job/{id}: one job with every draft field. */
export async function getJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}`);
  return data.result;
}

export const jobQueryOptions = (jobId: string) => queryOptions<Job, ApiClientError>({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId) });

export function useJob(jobId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...jobQueryOptions(jobId ?? ""),
    enabled: Boolean(jobId) && (options.enabled ?? true),
    // The wizard edits its own copy: it starts from a fresh read, and a refetch on focus must not
    // pull the form from under the user.
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });
}
