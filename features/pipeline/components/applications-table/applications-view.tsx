"use client";

import { SearchX, UserRound } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { useApplications } from "../../api/get-applications";
import { DEFAULT_SORT_DIR, DEFAULT_SORT_PARAM, serializeCandidatesQuery } from "../../lib/candidates-address";
import { CandidatesToolbar } from "../filters/candidates-toolbar";
import { ApplicationsPagination } from "./applications-pagination";
import { ApplicationsTable } from "./applications-table";
import { ExportMenu } from "./export-menu";
import { RecentExports } from "./recent-exports";
import { useApplicationsQueryState } from "../../hooks/use-applications-query-state";

// Shown only when a read fails: loaded then, not with the page (its JS budget, issue 13).
const ResourceUnavailable = dynamic(() => import("@/components/ui/resource-unavailable").then((module) => module.ResourceUnavailable));
const QueryError = dynamic(() => import("@/components/ui/query-error").then((module) => module.QueryError));

export type ApplicationsViewProps = {
  jobId: string;
  /** The job's steps in board order (composed ids), for the step filter. */
  steps: { id: string; name: string }[];
  /** The caller may export the job's applications (jobPost manage). */
  canExport: boolean;
  /** The ai-candidate-analyzer flag: the AI match score sort is offered only while it is on. */
  aiEnabled: boolean;
};

/**
 * /job-post/{id}/applications: every application of the job as a table, with the candidates
 * page's search, filters and sort plus a step, page by page, all in the address. The current
 * filter exports to CSV or XLSX in the background; recent exports show progress, then the file.
 */
export function ApplicationsView({ jobId, steps, canExport, aiEnabled }: ApplicationsViewProps) {
  const { state, filter, filters, page, activeFilterCount, hasFilters, setStep, setSearch, setFilter, clearFilters, setSort, setPage } =
    useApplicationsQueryState({ aiEnabled });
  const applications = useApplications(jobId, { ...filter, page });
  const data = applications.data;

  // A page past the end (fewer matches since the link was made): show the last page instead.
  useEffect(() => {
    if (data && data.total > 0 && data.page > data.totalPages) setPage(data.totalPages);
  }, [data, setPage]);

  const sortParam = filter.sortParam ?? DEFAULT_SORT_PARAM;
  const sortDir = filter.sortDir ?? DEFAULT_SORT_DIR;
  const applicantHref = useCallback(
    (applicationId: string) =>
      // The applicant page's previous and next follow the same filter and sort.
      `${jobPaths.candidate(jobId, applicationId)}${serializeCandidatesQuery({
        ...filters,
        q: filter.q ?? null,
        sortParam: filter.sortParam ?? null,
        sortDir: filter.sortDir ?? null,
        recruitmentStepId: filter.recruitmentStepId ?? null,
      })}`,
    [jobId, filters, filter],
  );
  const stepName = steps.find((step) => step.id === state.recruitmentStepId)?.name;

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-60">
            <NativeSelect
              aria-label="Recruitment step"
              value={state.recruitmentStepId ?? ""}
              onChange={(event) => setStep(event.target.value || null)}
              placeholder="All steps"
              options={steps.map((step) => ({ value: step.id, label: step.name }))}
            />
          </div>
          {canExport ? <ExportMenu jobId={jobId} filter={filter} total={data?.total} /> : null}
        </div>
        <CandidatesToolbar
          q={state.q}
          filters={filters}
          sortParam={filter.sortParam ?? null}
          sortDir={state.sortDir}
          activeFilterCount={activeFilterCount}
          aiEnabled={aiEnabled}
          onSearch={setSearch}
          onFilterChange={setFilter}
          onSortChange={setSort}
          onClearFilters={clearFilters}
        />
      </div>

      {applications.isPending ? (
        <Spinner className="m-4" label="Loading applications..." />
      ) : applications.isError && !data ? (
        <ResourceUnavailable error={applications.error} onRetry={() => void applications.refetch()} />
      ) : data!.total === 0 ? (
        hasFilters ? (
          <EmptyState
            icon={SearchX}
            title={stepName ? `No applications in ${stepName} match these filters` : "No applications match these filters"}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={UserRound} title="No applications yet">
            Applications appear here when candidates apply on the careers page or are imported.
          </EmptyState>
        )
      ) : (
        <>
          {applications.isError ? <QueryError error={applications.error} showCopy={false} frame="compact" /> : null}
          <ApplicationsTable
            rows={data!.docs}
            busy={applications.isPlaceholderData}
            caption={`Applications${stepName ? ` in ${stepName}` : ""}, page ${data!.page} of ${data!.totalPages}`}
            applicantHref={applicantHref}
            sortParam={sortParam}
            sortDir={sortDir}
            onSortChange={setSort}
          />
          <ApplicationsPagination page={data!.page} totalPages={data!.totalPages} limit={data!.limit} total={data!.total} onPageChange={setPage} />
        </>
      )}

      {canExport ? <RecentExports jobId={jobId} /> : null}
    </div>
  );
}
