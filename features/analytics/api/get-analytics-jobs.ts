import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { ANALYTICS_JOBS_MAX_PAGE_SIZE } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsJobRow, AnalyticsJobsPage } from "@/server/modules/analytics/analytics-schemas";
import type { AnalyticsFilterQuery, AnalyticsJobsTableQuery } from "../lib/analytics-address";
import { analyticsKeys } from "./analytics-keys";

/** GET /v1/job-portal/company/{id}/stats/jobs: a page of the per-job table. */
export async function getAnalyticsJobs(companyId: string, query: AnalyticsJobsTableQuery): Promise<AnalyticsJobsPage> {
  const { data } = await apiClient.get<{ result: AnalyticsJobsPage }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/stats/jobs`, {
    params: query,
  });
  return data.result;
}

export const analyticsJobsQueryOptions = (companyId: string, query: AnalyticsJobsTableQuery) =>
  queryOptions({ queryKey: analyticsKeys.jobs(companyId, query), queryFn: () => getAnalyticsJobs(companyId, query), staleTime: 60_000 });

export function useAnalyticsJobs(companyId: string, query: AnalyticsJobsTableQuery) {
  return useQuery({ ...analyticsJobsQueryOptions(companyId, query), placeholderData: keepPreviousData });
}

/** Every row of the per-job table for the filters (the export), in pages of the API's maximum. */
export async function getAllAnalyticsJobs(companyId: string, filters: AnalyticsFilterQuery): Promise<AnalyticsJobRow[]> {
  const rows: AnalyticsJobRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getAnalyticsJobs(companyId, { ...filters, sort: "applicants", sortDir: "desc", page, limit: ANALYTICS_JOBS_MAX_PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.total) return rows;
  }
}
