import { useQuery } from "@tanstack/react-query";
import { jobQueryOptions } from "./get-job";

/**
 * GET /v1/job-portal/job/{id}: the job, for the title and status above its candidates. The same
 * query as the wizard's job read (one key, one request function): both hold the same Job, so they
 * share one cache entry.
 */
export const jobSummaryQueryOptions = jobQueryOptions;

export function useJobSummary(jobId: string) {
  return useQuery(jobSummaryQueryOptions(jobId));
}
