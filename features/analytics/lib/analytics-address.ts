import { createLoader, parseAsInteger, parseAsNativeArrayOf, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import {
  ANALYTICS_DEFAULT_JOB_FILTER,
  ANALYTICS_DEFAULT_PERIOD,
  ANALYTICS_JOB_FILTERS,
  ANALYTICS_JOB_SORTS,
  ANALYTICS_JOBS_PAGE_SIZE,
  ANALYTICS_PERIODS,
  type AnalyticsJobFilter,
  type AnalyticsJobSort,
  type AnalyticsPeriod,
} from "@/server/modules/analytics/analytics-contract";
import { SORT_DIRECTIONS, type SortDirection } from "@/server/modules/pipeline/pipeline-contract";

/**
 * The analytics page's address (/analytics?jobFilter=&jobIds=&period=&from=&to=&sort=&sortDir=&page=):
 * spec 3's filters under the API's own names, plus the per-job table's sort and page. Defaults are
 * left out of the address, so /analytics alone is Last 30 Days of All Jobs.
 */
export const analyticsParsers = {
  jobFilter: parseAsStringLiteral(ANALYTICS_JOB_FILTERS).withDefault(ANALYTICS_DEFAULT_JOB_FILTER),
  jobIds: parseAsNativeArrayOf(parseAsString),
  period: parseAsStringLiteral(ANALYTICS_PERIODS).withDefault(ANALYTICS_DEFAULT_PERIOD),
  from: parseAsString,
  to: parseAsString,
  sort: parseAsStringLiteral(ANALYTICS_JOB_SORTS).withDefault("applicants"),
  sortDir: parseAsStringLiteral(SORT_DIRECTIONS).withDefault("desc"),
  page: parseAsInteger.withDefault(1),
};
export type AnalyticsAddress = inferParserType<typeof analyticsParsers>;

/** What the stats endpoints are asked. Only the keys that matter are set, so equal filters share one cache key. */
export type AnalyticsFilterQuery = {
  jobFilter: AnalyticsJobFilter;
  period: AnalyticsPeriod;
  jobIds?: string[];
  from?: string;
  to?: string;
};

export type AnalyticsJobsTableQuery = AnalyticsFilterQuery & { sort: AnalyticsJobSort; sortDir: SortDirection; page: number; limit: number };

/** The API query of an address: one function the page (server) and the screen (browser) both call. */
export function toAnalyticsQuery(address: Pick<AnalyticsAddress, "jobFilter" | "jobIds" | "period" | "from" | "to">): AnalyticsFilterQuery {
  const query: AnalyticsFilterQuery = { jobFilter: address.jobFilter, period: address.period };
  // Job ids matter only for Selected Jobs, dates only for Custom: other filters ignore them.
  if (address.jobFilter === "selectedJob") query.jobIds = [...new Set(address.jobIds)].sort();
  if (address.period === "custom") {
    if (address.from) query.from = address.from;
    if (address.to) query.to = address.to;
  }
  return query;
}

/** The per-job table's query: the page's filters plus its sort and page. */
export function toAnalyticsJobsQuery(address: AnalyticsAddress): AnalyticsJobsTableQuery {
  return { ...toAnalyticsQuery(address), sort: address.sort, sortDir: address.sortDir, page: Math.max(1, address.page), limit: ANALYTICS_JOBS_PAGE_SIZE };
}

export const loadAnalyticsAddress = createLoader(analyticsParsers);
