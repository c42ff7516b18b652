import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import type { AnalyticsFilterQuery } from "../lib/analytics-address";
import { analyticsKeys } from "./analytics-keys";

export const statsPath = (companyId: string) => `/v1/job-portal/company/${encodeURIComponent(companyId)}/stats`;

/** GET /v1/job-portal/company/{id}/stats: every figure of the page for the filters. */
export async function getAnalyticsStats(companyId: string, query: AnalyticsFilterQuery): Promise<AnalyticsStats> {
  const { data } = await apiClient.get<{ result: AnalyticsStats }>(statsPath(companyId), { params: query });
  return data.result;
}

export const analyticsStatsQueryOptions = (companyId: string, query: AnalyticsFilterQuery) =>
  queryOptions({ queryKey: analyticsKeys.stats(companyId, query), queryFn: () => getAnalyticsStats(companyId, query), staleTime: 60_000 });

/** A filter change shows the loading state, never the previous filters' figures under the new ones. */
export function useAnalyticsStats(companyId: string, query: AnalyticsFilterQuery) {
  return useQuery(analyticsStatsQueryOptions(companyId, query));
}
