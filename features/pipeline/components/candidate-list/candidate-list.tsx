"use client";

import { SearchX, UserRound } from "lucide-react";
import { useCallback, useEffect, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { cn } from "@/lib/cn";
import { useCandidates, type Candidate, type CandidateStep } from "../../api/get-candidates";
import { useVirtualKeysetList } from "../../hooks/use-virtual-keyset-list";
import type { CandidateFilterQuery } from "../../lib/candidates-address";
import type { MoveTarget, QuickDecision } from "../board/move-to-menu";
import { useMoveApplicants } from "../../hooks/use-move-applicants";
import { useOptimisticCandidates } from "../../hooks/use-optimistic-candidates";
import { useRangeToggle } from "../../stores/selection-store";
import { useQuickDecide } from "../../hooks/use-quick-decide";
import { VirtualRows } from "../virtual-rows";
import { CandidateRow, LIST_GRID, ROW_HEIGHT } from "./candidate-row";
import { SelectAllLoaded } from "./select-all-loaded";

const ROW_GAP = 8;
const PREFETCH_DISTANCE = 10;
/** Restoring a deep list (back from an applicant) stops here; scrolling loads the rest. */
const MAX_RESTORED_PAGES = 20;

export type CandidateListProps = {
  jobId: string;
  filterQuery: CandidateFilterQuery;
  /** One step's applicants, or every step's (null). */
  stepId: string | null;
  steps: CandidateStep[];
  hasFilters: boolean;
  canManage: boolean;
  candidateHref: (applicationId: string, stepId: string | null) => string;
  onClearFilters: () => void;
  /** Pages loaded so far, kept in the address (spec 2.6 `page`) so coming back shows as many. */
  page: number;
  onPageChange: (page: number) => void;
};

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="animate-pulse rounded-xl border border-gray-200 bg-white p-3" style={{ height: ROW_HEIGHT }}>
          <div className="h-4 w-1/3 rounded bg-gray-200" />
          <div className="mt-2 h-3 w-1/2 rounded bg-gray-100" />
          <div className="mt-3 h-5 w-24 rounded-full bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * Every applicant matching the filter (in one step, or all), in one virtualised list paged by
 * keyset as it scrolls: the facts recruiters scan, status labels, ticking (shift for a range) and
 * the same decisions as the board.
 */
export function CandidateList({ jobId, filterQuery, stepId, steps, hasFilters, canManage, candidateHref, onClearFilters, page, onPageChange }: CandidateListProps) {
  const query = useCandidates(jobId, { ...filterQuery, ...(stepId ? { recruitmentStepId: stepId } : {}) });
  const docs = useMemo(() => query.data?.pages.flatMap((each) => each.docs) ?? [], [query.data]);
  const candidates = useOptimisticCandidates(docs, stepId);
  const total = query.data?.pages[0]?.total ?? 0;
  const stepNames = useMemo(() => new Map(steps.map((step) => [step.id, step.name])), [steps]);
  const targets = useMemo<MoveTarget[]>(() => steps.map(({ id, name, type }) => ({ id, name, type })), [steps]);

  const move = useMoveApplicants(jobId);
  const quickDecide = useQuickDecide(jobId);
  const onMove = useCallback((candidate: Candidate, step: MoveTarget) => void move([candidate], step), [move]);
  const onDecide = useCallback((candidate: Candidate, decision: QuickDecision) => void quickDecide([candidate], decision), [quickDecide]);
  const candidateIds = useMemo(() => candidates.map((candidate) => candidate.id), [candidates]);
  const onToggle = useRangeToggle(candidateIds);

  const { scrollRef, virtualizer, loadedPages } = useVirtualKeysetList({
    query,
    rowKeys: candidateIds,
    rowSize: ROW_HEIGHT + ROW_GAP,
    overscan: 6,
    prefetchDistance: PREFETCH_DISTANCE,
    // Short of the pages the address asks for: load on, as if scrolled there.
    minPages: Math.min(page, MAX_RESTORED_PAGES),
  });
  const { isPlaceholderData } = query;
  useEffect(() => {
    // Loading further raises the address's page; a restore in progress (fewer loaded) leaves it be.
    if (!isPlaceholderData && loadedPages > page) onPageChange(loadedPages);
  }, [isPlaceholderData, loadedPages, page, onPageChange]);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && docs.length === 0) {
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retryLabel="Retry" />
    );
  }
  if (candidates.length === 0) {
    return hasFilters ? (
      <EmptyState
        icon={SearchX}
        title="No applicants match these filters"
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState icon={UserRound} title={stepId ? "No applicants in this step yet" : "No applicants yet"}>
        Applicants appear here when they apply on the careers page, are imported, or are moved to this step.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className={cn("flex items-center gap-3 px-3 text-xs font-medium text-gray-600", LIST_GRID)}>
        {canManage ? <SelectAllLoaded ids={candidateIds} /> : <span />}
        <span className="md:hidden">
          {total} {total === 1 ? "applicant" : "applicants"}
        </span>
        <span className="hidden md:block">
          Applicant <span className="font-normal text-gray-500">({total})</span>
        </span>
        {["Experience", "University", "GPA", "Applied", "Status"].map((title) => (
          <span key={title} className="hidden md:block" aria-hidden>
            {title}
          </span>
        ))}
        <span className="hidden md:block" aria-hidden />
      </div>
      <VirtualRows
        label="Applicants"
        className="max-h-[calc(100dvh-16rem)] min-h-64 overflow-y-auto"
        scrollRef={scrollRef}
        busy={query.isFetching}
        virtualizer={virtualizer}
        rowHeight={ROW_HEIGHT}
        setSize={Math.max(total, candidates.length)}
        loadingMore={query.isFetchingNextPage}
        renderRow={(index) => {
          const candidate = candidates[index]!;
          return (
            <CandidateRow
              jobId={jobId}
              candidate={candidate}
              href={candidateHref(candidate.id, stepId)}
              stepName={stepId ? undefined : stepNames.get(candidate.recruitmentStepId)}
              steps={targets}
              canManage={canManage}
              onToggle={onToggle}
              onMove={onMove}
              onDecide={onDecide}
            />
          );
        }}
      />
    </div>
  );
}
