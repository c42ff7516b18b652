import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJobList } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

export type PublishedJob = { id: string; role: string };

const PUBLISHED_JOBS_QUERY = { status: ["published" as const], limit: 100 };

/** The jobs a talent can be invited to, by title, out of a page of the job list. */
export function toPublishedJobs(list: JobList): PublishedJob[] {
  return list.docs.map((job) => ({ id: job.id, role: job.role }));
}

/** The company's published jobs a talent can be invited to (GET /v1/job-portal/job?status=published), under the job list's shared key. */
export const publishedJobsQueryOptions = () =>
  queryOptions<JobList, ApiClientError, PublishedJob[]>({
    queryKey: jobRootKeys.firstPage(PUBLISHED_JOBS_QUERY),
    queryFn: () => fetchJobList(PUBLISHED_JOBS_QUERY),
    select: toPublishedJobs,
    staleTime: 60_000,
  });

export function usePublishedJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...publishedJobsQueryOptions(), ...options });
}
