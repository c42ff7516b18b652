import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { GuardedPage } from "@/features/permissions/components/guarded-page";
import { talentDatabaseInfiniteQueryOptions } from "@/features/talent-database/api/get-talent-database";
import { talentListsQueryOptions } from "@/features/talent-database/api/get-talent-lists";
import { loadTalentDatabaseAddress, toTalentDatabaseQuery } from "@/features/talent-database/lib/talent-database-address";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { TalentDatabasePageScreen } from "./_components/talent-database-page-screen";

export const metadata: Metadata = { title: "Talent Database" };

/**
 * Talent Database (spec 6: manage on talentDb): the company's own talents. The server renders the
 * lists and the first page for the address asked (/talent-database?q=&origin=&listId=&...).
 */
export default async function TalentDatabasePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const address = await searchParams.then(loadTalentDatabaseAddress);
  return (
    <PrefetchBoundary
      prefetch={(queryClient) =>
        Promise.all([
          queryClient.prefetchInfiniteQuery(talentDatabaseInfiniteQueryOptions(toTalentDatabaseQuery(address))),
          queryClient.prefetchQuery(talentListsQueryOptions()),
        ])
      }
    >
      <GuardedPage page="talentDatabase">
        <TalentDatabasePageScreen />
      </GuardedPage>
    </PrefetchBoundary>
  );
}
