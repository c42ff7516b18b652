"use client";

import { useQueryStates } from "nuqs";
import { useMemo } from "react";
import type { AnalyticsJobFilter, AnalyticsJobSort, AnalyticsPeriod } from "@/server/modules/analytics/analytics-contract";
import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import { track } from "@/lib/analytics";
import { analyticsParsers, toAnalyticsJobsQuery, toAnalyticsQuery } from "../lib/analytics-address";

export type AnalyticsFilterChange = { jobFilter?: AnalyticsJobFilter; jobIds?: string[]; period?: AnalyticsPeriod; from?: string | null; to?: string | null };

/**
 * The page's filters live in the address (shareable, back button). A filter change goes back to the
 * table's first page and is recorded as an ed_ event; the table's sort and page are not events.
 */
export function useAnalyticsAddress() {
  const [address, setAddress] = useQueryStates(analyticsParsers, { history: "push", clearOnDefault: true });
  const query = useMemo(() => toAnalyticsQuery(address), [address]);
  const jobsQuery = useMemo(() => toAnalyticsJobsQuery(address), [address]);
  const actions = useMemo(
    () => ({
      changeFilters: (change: AnalyticsFilterChange) => {
        const next = { ...address, ...change };
        const custom = next.period === "custom";
        void setAddress({
          jobFilter: next.jobFilter,
          jobIds: next.jobFilter === "selectedJob" && next.jobIds.length > 0 ? next.jobIds : null,
          period: next.period,
          from: custom ? (next.from ?? null) : null,
          to: custom ? (next.to ?? null) : null,
          page: null,
        });
        track("ed_analytics_filter_changed", {
          jobFilter: next.jobFilter,
          period: next.period,
          selectedJobs: next.jobFilter === "selectedJob" ? next.jobIds.length : undefined,
        });
      },
      sortJobs: (sort: AnalyticsJobSort, sortDir: SortDirection) => void setAddress({ sort, sortDir, page: null }),
      goToPage: (page: number) => void setAddress({ page: page <= 1 ? null : page }),
    }),
    [address, setAddress],
  );
  return { address, query, jobsQuery, ...actions };
}
