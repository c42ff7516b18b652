import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { analyticsJobsQueryOptions } from "@/features/analytics/api/get-analytics-jobs";
import { analyticsStatsQueryOptions } from "@/features/analytics/api/get-analytics-stats";
import { avgResponseTimeQueryOptions } from "@/features/analytics/api/get-avg-response-time";
import { loadAnalyticsAddress, toAnalyticsJobsQuery, toAnalyticsQuery } from "@/features/analytics/lib/analytics-address";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { GuardedPage } from "@/features/permissions/components/guarded-page";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { AnalyticsPageScreen } from "./_components/analytics-page-screen";

export const metadata: Metadata = { title: "Analytics" };

/**
 * Analytics (spec 6: view on analyticsGeneral), rendered on the server with the figures and the
 * first page of the per-job table for the address asked (/analytics?jobFilter=&period=&from=&to=...),
 * so the first HTML holds every number; the charts draw after it. A member without the permission
 * gets the API's refusal here too: the queries are left out and GuardedPage shows the request dialog.
 */
export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const address = await searchParams.then(loadAnalyticsAddress);
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const companyId = (await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null))?.companyId;
        if (!companyId) return;
        const query = toAnalyticsQuery(address);
        await Promise.all([
          queryClient.prefetchQuery(analyticsStatsQueryOptions(companyId, query)),
          queryClient.prefetchQuery(avgResponseTimeQueryOptions(companyId, query)),
          queryClient.prefetchQuery(analyticsJobsQueryOptions(companyId, toAnalyticsJobsQuery(address))),
        ]);
      }}
    >
      <GuardedPage page="analytics">
        <AnalyticsPageScreen />
      </GuardedPage>
    </PrefetchBoundary>
  );
}
