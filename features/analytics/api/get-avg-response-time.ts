import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { AvgResponseTime } from "@/server/modules/analytics/analytics-schemas";
import type { AnalyticsFilterQuery } from "../lib/analytics-address";
import { analyticsKeys } from "./analytics-keys";

/** GET /v1/job-portal/company/{id}/avg-response-time: the average with how many were answered and how many still wait. */
export async function getAvgResponseTime(companyId: string, query: AnalyticsFilterQuery): Promise<AvgResponseTime> {
  const { data } = await apiClient.get<{ result: AvgResponseTime }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/avg-response-time`, {
    params: query,
  });
  return data.result;
}

export const avgResponseTimeQueryOptions = (companyId: string, query: AnalyticsFilterQuery) =>
  queryOptions({ queryKey: analyticsKeys.responseTime(companyId, query), queryFn: () => getAvgResponseTime(companyId, query), staleTime: 60_000 });

export function useAvgResponseTime(companyId: string, query: AnalyticsFilterQuery) {
  return useQuery(avgResponseTimeQueryOptions(companyId, query));
}
