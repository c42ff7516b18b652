import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { publishedJobsQueryOptions } from "@/features/talents/api/get-published-jobs";
import { recommendedTalentsInfiniteQueryOptions } from "@/features/talents/api/get-recommended-talents";
import { talentSearchInfiniteQueryOptions } from "@/features/talents/api/search-talents";
import { loadTalentSearch, toRecommendedQuery, toTalentFilterQuery } from "@/features/talents/lib/talent-search-address";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { ExploreTalentsScreen } from "./_components/explore-talents-screen";

export const metadata: Metadata = { title: "Talent Search" };

/**
 * Talent Search (/explore-talents?tab=&jobId=&q=&sortParam=&sortDir= and the spec 3 filters). The server
 * renders the first page of the tab asked for; "Show more" pages on in the browser.
 */
export default async function ExploreTalentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const address = await searchParams.then(loadTalentSearch);
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        address.tab === "all"
          ? queryClient.prefetchInfiniteQuery(talentSearchInfiniteQueryOptions(toTalentFilterQuery(address)))
          : Promise.all([
              queryClient.prefetchInfiniteQuery(recommendedTalentsInfiniteQueryOptions(toRecommendedQuery(address))),
              queryClient.prefetchQuery(publishedJobsQueryOptions()),
            ])
      }
    >
      <ExploreTalentsScreen />
    </PrefetchBoundary>
  );
}
