import { useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJobList } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

export type JobToMoveTo = { id: string; role: string };

const PUBLISHED_JOBS_QUERY = { status: ["published" as const], limit: 100 };

/** The jobs an applicant can be moved to, by title, out of a page of the job list. */
export function toJobsToMoveTo(list: JobList): JobToMoveTo[] {
  return list.docs.map(({ id, role }) => ({ id, role: role.trim() || "Untitled job" }));
}

/**
 * The company's published jobs (up to 100), for the moveToAnotherRole template: the one chosen
 * fills {{New Job Title}} and {{New Step Name}} (newJobId, an addition of S1 to the contract).
 * GET /v1/job-portal/job?status=published under the job list's shared key, so a change to the jobs
 * refreshes it.
 */
export function useJobsToMoveTo(enabled: boolean) {
  return useQuery<JobList, ApiClientError, JobToMoveTo[]>({
    queryKey: jobRootKeys.firstPage(PUBLISHED_JOBS_QUERY),
    queryFn: () => fetchJobList(PUBLISHED_JOBS_QUERY),
    select: toJobsToMoveTo,
    enabled,
  });
}
