import type { Metadata } from "next";
import { applicantQueryOptions } from "@/features/pipeline/api/get-applicant";
import { applicantFilterQuery } from "@/features/pipeline/lib/applicant-address";
import { timelineQueryOptions } from "@/features/pipeline/api/get-applicant-timeline";
import { applicantScorecardsQueryOptions } from "@/features/pipeline/api/get-applicant-scorecards";
import { interviewsQueryOptions } from "@/features/pipeline/api/interviews";
import { PrefetchBoundary } from "../../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../../_lib/prefetch-or-not-found";
import { CandidateDetailScreen } from "./_components/candidate-detail-screen";

export const metadata: Metadata = { title: "Applicant" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The candidates page's query string as it came (repeated keys kept), so this page can hand it on. */
function queryString(searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(key, item);
  }
  return query.toString();
}

/**
 * One applicant of a job (spec 2.6), where applicant notifications lead. Its query is the
 * candidates page's (status list, sortParam, sortDir, recruitmentStepId, page, filters): previous
 * and next follow that list.
 */
export default async function CandidateDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; jobApplicationId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id, jobApplicationId }, query] = await Promise.all([params, searchParams]);
  const listQuery = queryString(query);
  // The applicant (with previous and next in the list's order), the first page of their timeline,
  // their interviews and the scorecards the caller may see.
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([
          prefetchOrNotFound(queryClient, applicantQueryOptions(id, jobApplicationId, applicantFilterQuery(listQuery))),
          queryClient.prefetchInfiniteQuery(timelineQueryOptions(id, jobApplicationId)),
          queryClient.prefetchQuery(interviewsQueryOptions(id, jobApplicationId)),
          queryClient.prefetchQuery(applicantScorecardsQueryOptions(id, jobApplicationId)),
        ])
      }
    >
      <CandidateDetailScreen jobId={id} applicationId={jobApplicationId} listQuery={listQuery} />
    </PrefetchBoundary>
  );
}
