import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJobList } from "@/lib/job-requests";
import type { JobListQuery } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

/** The list's filters: everything of the query but the page position. */
export type JobListFilters = Omit<Partial<JobListQuery>, "cursor">;

/** GET /v1/job-portal/job, page after page: the job posts with the counts per status. */
export const jobsInfiniteQueryOptions = (filters: JobListFilters) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam }) => fetchJobList({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The job list, page after page by cursor; the previous result stays on screen while filters change. */
export function useJobs(filters: JobListFilters) {
  return useInfiniteQuery({ ...jobsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
}
