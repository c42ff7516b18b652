"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { SearchX, UserRound } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useCandidates, type Candidate, type CandidateStep } from "../../api/candidates";
import type { CandidateFilterQuery } from "../../lib/candidates-address";
import type { MoveTarget, QuickDecision } from "../board/move-to-menu";
import { useMoveApplicants } from "../board/use-move-applicants";
import { useOptimisticCandidates } from "../board/use-optimistic-candidates";
import { useRangeToggle } from "../bulk-actions/selection-store";
import { useQuickDecide } from "../bulk-actions/use-quick-decide";
import { CandidateRow, LIST_GRID, ROW_HEIGHT } from "./candidate-row";
import { SelectAllLoaded } from "./select-all-loaded";

/** The area a first render lays applicants out in, before the real one is measured. */
const FIRST_PAINT_RECT = { width: 320, height: 720 };

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

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders this component itself; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: candidates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    // Before the scroll area is measured (on the server, and the first render in the browser), lay out
    // a typical screen's worth, so the first HTML already shows the first applicants.
    initialRect: FIRST_PAINT_RECT,
    getItemKey: (index) => candidates[index]?.id ?? index,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const loadedPages = query.data?.pages.length ?? 0;
  // Never page on with the previous filter's placeholder data (its cursor belongs to the old filter).
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  // Near the end of what is loaded, or short of the pages the address asks for: the next page.
  const wantsMore = lastIndex >= candidates.length - PREFETCH_DISTANCE || loadedPages < Math.min(page, MAX_RESTORED_PAGES);
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData && loadedPages > 0 && wantsMore) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage, wantsMore, loadedPages]);
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
      <div
        ref={scrollRef}
        role="region"
        aria-label="Applicants"
        tabIndex={0}
        className="max-h-[calc(100dvh-16rem)] min-h-64 overflow-y-auto"
        aria-busy={query.isFetching || undefined}
      >
        <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const candidate = candidates[item.index]!;
            return (
              <div
                key={item.key}
                role="listitem"
                aria-posinset={item.index + 1}
                aria-setsize={Math.max(total, candidates.length)}
                className="absolute top-0 left-0 w-full"
                style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
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
              </div>
            );
          })}
        </div>
        {isFetchingNextPage ? (
          <div className="flex justify-center py-3">
            <Spinner />
          </div>
        ) : null}
      </div>
    </div>
  );
}
