import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJobList } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { JobList } from "@/server/modules/jobs/jobs-schemas";

export type JobOption = { id: string; role: string; status: string };

/** The jobs the picker offers, out of a page of the job list. */
export function toJobOptions(list: JobList): JobOption[] {
  return list.docs.map((job) => ({ id: job.id, role: job.role, status: job.status }));
}

/** GET /v1/job-portal/job?q=: the jobs the picker offers (any status; the first 100 for the text), under the job list's shared key. */
export const jobOptionsQueryOptions = (q: string) => {
  const query = { limit: 100, q: q || undefined };
  return queryOptions<JobList, ApiClientError, JobOption[]>({
    queryKey: jobRootKeys.firstPage(query),
    queryFn: () => fetchJobList(query),
    select: toJobOptions,
    staleTime: 60_000,
  });
};

export function useJobOptions(q: string, enabled: boolean) {
  return useQuery({ ...jobOptionsQueryOptions(q), enabled });
}
