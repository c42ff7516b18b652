import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { featureFlagsQueryOptions } from "@/features/flags/api/get-feature-flags";
import { jobSummaryQueryOptions } from "@/features/jobs/api/get-job-summary";
import { candidatesInfiniteQueryOptions } from "@/features/pipeline/api/get-candidates";
import { effectiveFilterQuery, loadCandidatesQuery, primaryCandidatesQuery, toFilterQuery } from "@/features/pipeline/lib/candidates-address";
import { PrefetchBoundary } from "../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../_lib/prefetch-or-not-found";
import { JobCandidatesScreen } from "./_components/job-candidates-screen";

export const metadata: Metadata = { title: "Candidates" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/**
 * The candidates of one job as a board by recruitment step or a list
 * (/job-post/{id}/candidates?view=&recruitmentStepId=&status=&sortParam=&sortDir=&page=&q= and the filters).
 * The server renders the job's header and the first page of every column (or of the list) for the
 * address asked; the board's virtualised columns then page on in the browser.
 */
export default async function JobCandidatesPage({ params, searchParams }: Props) {
  const [{ id }, address] = await Promise.all([params, searchParams.then(loadCandidatesQuery)]);
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const flags = await queryClient.fetchQuery(featureFlagsQueryOptions());
        const filterQuery = effectiveFilterQuery(toFilterQuery(address), flags.flags["ai-candidate-analyzer"]);
        const primaryQuery = primaryCandidatesQuery(address, filterQuery);
        const [, primary] = await Promise.all([
          prefetchOrNotFound(queryClient, jobSummaryQueryOptions(id)),
          queryClient.fetchInfiniteQuery(candidatesInfiniteQueryOptions(id, primaryQuery)).catch(() => null),
        ]);
        if (address.view !== "board" || !primary) return;
        // The first column came with the steps; the other columns in one go.
        const otherSteps = (primary.pages[0]?.steps ?? []).filter((step) => step.id !== primaryQuery.recruitmentStepId);
        await Promise.all(
          otherSteps.map((step) => queryClient.prefetchInfiniteQuery(candidatesInfiniteQueryOptions(id, { ...filterQuery, recruitmentStepId: step.id }))),
        );
      }}
    >
      <JobCandidatesScreen jobId={id} />
    </PrefetchBoundary>
  );
}
