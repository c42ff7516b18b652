"use client";

import { QueryError } from "@/components/ui/query-error";
import { COMPANY_TIME_ZONE_LABELS } from "@/server/modules/analytics/analytics-contract";
import { useAnalyticsJobs } from "../api/get-analytics-jobs";
import { useAnalyticsStats } from "../api/get-analytics-stats";
import { useAvgResponseTime } from "../api/get-avg-response-time";
import { useAnalyticsAddress } from "../hooks/use-analytics-address";
import { formatRange } from "../lib/analytics-format";
import { AnalyticsFilters } from "./analytics-filters";
import { AnalyticsEmpty, AnalyticsSkeleton } from "./analytics-states";
import { ApplicantsOverTime } from "./applicants-over-time";
import { ExportButton } from "./export-button";
import { FunnelSection } from "./funnel-section";
import { JobsTable } from "./jobs-table";
import { SpeedSection } from "./speed-section";
import { SourcesSection, TeamSection } from "./sources-team-sections";
import { SummaryCards } from "./summary-cards";

/**
 * Hiring analytics for the filters in the address: the headline figures, applicants over time,
 * the funnel, speed, sources, team activity and the per-job table. The server renders the first
 * view with its data; a filter change shows the loading state until the new figures arrive.
 */
export function AnalyticsScreen({ companyId }: { companyId: string }) {
  const { address, query, jobsQuery, changeFilters, sortJobs, goToPage } = useAnalyticsAddress();
  const stats = useAnalyticsStats(companyId, query);
  const response = useAvgResponseTime(companyId, query);
  const jobs = useAnalyticsJobs(companyId, jobsQuery);
  const data = stats.data;
  const empty = data ? (data.summary.applicants.current ?? 0) === 0 : false;
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4 px-4 py-6 sm:px-8 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900">Analytics</h1>
          <p className="mt-1 text-sm text-gray-600" aria-live="polite" data-testid="analytics-range">
            {data
              ? `Figures for ${formatRange(data.range)} · ${data.range.jobCount} job${data.range.jobCount === 1 ? "" : "s"} · times in ${COMPANY_TIME_ZONE_LABELS[data.range.timeZone]}`
              : stats.isError
                ? "The figures could not be loaded."
                : "Loading figures…"}
          </p>
        </div>
        <ExportButton companyId={companyId} query={query} stats={data} />
      </header>
      <AnalyticsFilters address={address} onChange={changeFilters} />
      {stats.isError && !data ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : !data ? (
        <AnalyticsSkeleton />
      ) : (
        <>
          <SummaryCards summary={data.summary} />
          {empty ? (
            <AnalyticsEmpty onAllTime={address.period === "allTime" ? undefined : () => changeFilters({ period: "allTime" })} />
          ) : (
            <>
              <ApplicantsOverTime points={data.applicantsOverTime} bucket={data.range.bucket} />
              <div className="grid min-w-0 gap-4 lg:grid-cols-2">
                <FunnelSection funnel={data.funnel} />
                <SpeedSection speed={data.speed} response={response.data} />
                <SourcesSection sources={data.sources} />
                <TeamSection team={data.team} />
              </div>
            </>
          )}
        </>
      )}
      {jobs.data ? (
        <JobsTable page={jobs.data} onPage={goToPage} dimmed={jobs.isPlaceholderData} sort={address.sort} sortDir={address.sortDir} onSort={sortJobs} />
      ) : jobs.isError && !stats.isError ? (
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
      ) : null}
    </div>
  );
}
