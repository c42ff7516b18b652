import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJob } from "@/lib/job-requests";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** GET /v1/job-portal/job/{id}: one job with every draft field. */
export const jobQueryOptions = (jobId: string) => queryOptions<Job, ApiClientError>({ queryKey: jobKeys.detail(jobId), queryFn: () => fetchJob(jobId) });

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
