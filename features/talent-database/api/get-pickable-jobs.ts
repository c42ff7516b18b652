import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJobList } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

export type PickableJob = { id: string; role: string };

/** The jobs talents can be added to, by title, out of a page of the job list. */
export function toPickableJobs(list: JobList): PickableJob[] {
  return list.docs.map((job) => ({ id: job.id, role: job.role }));
}

/**
 * GET /v1/job-portal/job?status=published: the open jobs talents can be added to, by title, under
 * the job list's shared key. The first 100 cover a company's open roles; the text narrows a longer list.
 */
export const pickableJobsQueryOptions = (q: string) => {
  const query = { status: ["published" as const], limit: 100, q: q || undefined };
  return queryOptions<JobList, ApiClientError, PickableJob[]>({
    queryKey: jobRootKeys.firstPage(query),
    queryFn: () => fetchJobList(query),
    select: toPickableJobs,
    staleTime: 60_000,
  });
};

export function usePickableJobs(q: string, enabled: boolean) {
  return useQuery({ ...pickableJobsQueryOptions(q), enabled });
}
