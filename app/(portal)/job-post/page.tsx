import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { jobQuotaQueryOptions } from "@/features/jobs/api/get-job-quota";
import { jobsInfiniteQueryOptions } from "@/features/jobs/api/get-jobs";
import { jobListFilters, loadJobListParams } from "@/features/jobs/lib/job-list-params";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { JobPostScreen } from "./_components/job-post-screen";

export const metadata: Metadata = { title: "Job Post" };

/**
 * The job list (/job-post; ?q=, status, workplaceType, employmentType keep the search and filters),
 * its first page and the plan's usage rendered on the server for the address asked.
 */
export default async function JobPostPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const filters = jobListFilters(loadJobListParams(await searchParams));
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([queryClient.prefetchInfiniteQuery(jobsInfiniteQueryOptions(filters)), queryClient.prefetchQuery(jobQuotaQueryOptions())])
      }
    >
      <JobPostScreen />
    </PrefetchBoundary>
  );
}
