import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { featureFlagsQueryOptions } from "@/features/flags/api/get-feature-flags";
import { jobSummaryQueryOptions } from "@/features/jobs/api/get-job-summary";
import { applicationsQueryOptions } from "@/features/pipeline/api/get-applications";
import { loadApplicationsQuery, toApplicationsFilter } from "@/features/pipeline/lib/applications-address";
import { PrefetchBoundary } from "../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../_lib/prefetch-or-not-found";
import { JobApplicationsScreen } from "./_components/job-applications-screen";

export const metadata: Metadata = { title: "Applications" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/**
 * Every application of a job as a table, filtered, sorted and exported (spec 2.6
 * /job-post/[id]/applications), rendered with the job and the page of rows the address asks for.
 */
export default async function JobApplicationsPage({ params, searchParams }: Props) {
  const [{ id }, address] = await Promise.all([params, searchParams.then(loadApplicationsQuery)]);
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const flags = await queryClient.fetchQuery(featureFlagsQueryOptions());
        const filter = toApplicationsFilter(address, { aiEnabled: flags.flags["ai-candidate-analyzer"] });
        await Promise.all([
          prefetchOrNotFound(queryClient, jobSummaryQueryOptions(id)),
          queryClient.prefetchQuery(applicationsQueryOptions(id, { ...filter, page: Math.max(1, address.page) })),
        ]);
      }}
    >
      <JobApplicationsScreen jobId={id} />
    </PrefetchBoundary>
  );
}
