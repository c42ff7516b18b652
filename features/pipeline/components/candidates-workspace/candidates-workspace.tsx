"use client";

import { SearchX } from "lucide-react";
import { useCallback, useEffect, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ResourceUnavailable } from "@/components/ui/resource-unavailable";
import { jobPaths } from "@/lib/routes";
import { useCandidates } from "../../api/get-candidates";
import { CandidateBoard } from "../board/candidate-board";
import type { MoveTarget } from "../board/move-to-menu";
import { BulkActionBar } from "../bulk-actions/bulk-action-bar";
import { clearSelection } from "../../stores/selection-store";
import { CandidateList } from "../candidate-list/candidate-list";
import { CandidatesToolbar } from "../filters/candidates-toolbar";
import { useCandidatesQueryState } from "../../hooks/use-candidates-query-state";
import {
  effectiveFilterQuery,
  FILTER_KEYS,
  primaryCandidatesQuery,
  serializeCandidatesQuery,
  type CandidateFilterQuery,
} from "../../lib/candidates-address";
import { useUndoShortcut } from "../../hooks/use-undo-shortcut";
import { StepTabs, ViewSwitch } from "./view-switch";

/** The filter and sort values an applicant page's address carries. */
type CarriedQuery = Parameters<typeof serializeCandidatesQuery>[1];


function BoardSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden" aria-hidden>
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-72 w-72 shrink-0 animate-pulse rounded-2xl bg-gray-100 sm:w-80" />
      ))}
    </div>
  );
}

export type CandidatesWorkspaceProps = {
  jobId: string;
  /** The caller may change the job's applicants (jobPost manage): decisions, selection, dragging. */
  canManage: boolean;
  /** The ai-candidate-analyzer flag: the AI match score sort is offered only while it is on. */
  aiEnabled: boolean;
};

/**
 * The candidates of a job as a board or a list, both driven by the address (spec 2.6): search,
 * filters and sort, the decisions with their undo (Z undoes every pending one), and the bar for
 * the ticked applicants.
 */
export function CandidatesWorkspace({ jobId, canManage, aiEnabled }: CandidatesWorkspaceProps) {
  useUndoShortcut();
  const { state, filterQuery: addressQuery, hasFilters, activeFilterCount, setView, setStep, setSearch, setFilter, clearFilters, setSort, setPage } =
    useCandidatesQueryState();
  const filterQuery: CandidateFilterQuery = useMemo(() => effectiveFilterQuery(addressQuery, aiEnabled), [addressQuery, aiEnabled]);
  const listStepId = state.view === "list" ? state.recruitmentStepId : null;
  // The board's first column answers the steps and counts; the list's own query does for the list.
  const primary = useCandidates(jobId, primaryCandidatesQuery(state, filterQuery));
  const steps = useMemo(() => primary.data?.pages[0]?.steps ?? [], [primary.data]);
  const targets = useMemo<MoveTarget[]>(() => steps.map(({ id, name, type }) => ({ id, name, type })), [steps]);
  const matching = steps.reduce((sum, step) => sum + step.applicantCount, 0);

  // Ticks belong to what is on screen: another job or filter starts with none.
  const filterKey = JSON.stringify(filterQuery);
  useEffect(() => {
    clearSelection();
  }, [jobId, filterKey, state.view, listStepId]);

  // The filter and sort an applicant page carries, so its previous/next follow them. A string, so
  // candidateHref (and the memoised cards) change only when the filter does.
  const filterState = JSON.stringify({
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, state[key]])),
    q: state.q || null,
    sortParam: filterQuery.sortParam ?? null,
    sortDir: state.sortDir,
  });
  const candidateHref = useCallback(
    (applicationId: string, stepId: string | null) =>
      `${jobPaths.candidate(jobId, applicationId)}${serializeCandidatesQuery({ ...(JSON.parse(filterState) as CarriedQuery), recruitmentStepId: stepId })}`,
    [jobId, filterState],
  );

  let content: React.ReactNode;
  if (primary.isPending) {
    content = <BoardSkeleton />;
  } else if (primary.isError && steps.length === 0) {
    content = <ResourceUnavailable error={primary.error} onRetry={() => void primary.refetch()} retryLabel="Retry" />;
  } else if (state.view === "board" && hasFilters && matching === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title="No applicants match these filters"
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  } else if (state.view === "board") {
    content = <CandidateBoard jobId={jobId} steps={steps} filterQuery={filterQuery} hasFilters={hasFilters} canManage={canManage} candidateHref={candidateHref} />;
  } else {
    content = (
      <>
        <StepTabs steps={steps} stepId={listStepId} total={matching} onChange={setStep} />
        <CandidateList
          jobId={jobId}
          filterQuery={filterQuery}
          stepId={listStepId}
          steps={steps}
          hasFilters={hasFilters}
          canManage={canManage}
          candidateHref={candidateHref}
          onClearFilters={clearFilters}
          page={state.page ?? 1}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <CandidatesToolbar
            q={state.q}
            filters={state}
            sortParam={filterQuery.sortParam ?? null}
            sortDir={state.sortDir}
            activeFilterCount={activeFilterCount}
            aiEnabled={aiEnabled}
            onSearch={setSearch}
            onFilterChange={setFilter}
            onSortChange={setSort}
            onClearFilters={clearFilters}
          />
        </div>
        <ViewSwitch view={state.view} onChange={setView} />
      </div>
      {content}
      {canManage ? <BulkActionBar jobId={jobId} steps={targets} /> : null}
    </div>
  );
}
