"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useMemo, useRef } from "react";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useCandidates, type Candidate, type CandidateStep } from "../../api/candidates";
import type { CandidateFilterQuery } from "../../lib/candidates-address";
import { useRangeToggle } from "../bulk-actions/selection-store";
import { useBoardDroppable } from "./board-drag";
import { CARD_HEIGHT, CandidateCard } from "./candidate-card";
import type { MoveTarget } from "./move-to-menu";
import { useOptimisticCandidates } from "./use-optimistic-candidates";

/** The area a first render lays applicants out in, before the real one is measured. */
const FIRST_PAINT_RECT = { width: 320, height: 720 };

const CARD_GAP = 8;
/** Ask for the next page while this many cards are still below the fold. */
const PREFETCH_DISTANCE = 8;

export type BoardColumnProps = {
  jobId: string;
  step: CandidateStep;
  /** The step's count with pending decisions applied: matching the filter, and in all. */
  count: number;
  totalCount: number;
  filterQuery: CandidateFilterQuery;
  hasFilters: boolean;
  steps: readonly MoveTarget[];
  canManage: boolean;
  candidateHref: (applicationId: string, stepId: string) => string;
  onMove: (candidate: Candidate, step: MoveTarget) => void;
};

function ColumnSkeleton() {
  return (
    <div className="flex flex-col gap-2 p-2" aria-hidden>
      {[0, 1, 2].map((index) => (
        <div key={index} className="animate-pulse rounded-xl border border-gray-200 bg-white p-3" style={{ height: CARD_HEIGHT }}>
          <div className="h-4 w-2/3 rounded bg-gray-200" />
          <div className="mt-2 h-3 w-5/6 rounded bg-gray-100" />
          <div className="mt-3 h-5 w-1/3 rounded-full bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

/**
 * One step of the board: its name and count, and its applicants page by page (keyset) in a
 * virtualised scroller — only the cards in view are in the page, so a step of 10,000 stays quick.
 * It is a drop target for cards dragged from other steps.
 */
export const BoardColumn = memo(function BoardColumn({ jobId, step, count, totalCount, filterQuery, hasFilters, steps, canManage, candidateHref, onMove }: BoardColumnProps) {
  const query = useCandidates(jobId, { ...filterQuery, recruitmentStepId: step.id });
  const docs = useMemo(() => query.data?.pages.flatMap((page) => page.docs) ?? [], [query.data]);
  const candidates = useOptimisticCandidates(docs, step.id);
  const { nodeRef, isOver } = useBoardDroppable(step);

  const candidateIds = useMemo(() => candidates.map((candidate) => candidate.id), [candidates]);
  const onToggle = useRangeToggle(candidateIds);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders this component itself; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: candidates.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + CARD_GAP,
    // Before the scroll area is measured (on the server, and the first render in the browser), lay out
    // a typical screen's worth, so the first HTML already shows the first applicants.
    initialRect: FIRST_PAINT_RECT,
    getItemKey: (index) => candidates[index]?.id ?? index,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  // Never page on with the previous filter's placeholder data (its cursor belongs to the old filter).
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData && lastIndex >= candidates.length - PREFETCH_DISTANCE) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage, lastIndex, candidates.length]);

  const headingId = `board-column-${step.id}`;
  const countLabel = hasFilters ? `${count} of ${totalCount}` : String(count);

  return (
    <section
      ref={nodeRef}
      aria-labelledby={headingId}
      className={cn("flex w-72 shrink-0 flex-col rounded-2xl bg-gray-100 sm:w-80", isOver && "ring-2 ring-brand-500")}
      data-step-id={step.id}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-semibold text-gray-900">
        <span className="truncate">{step.name}</span>
        <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-gray-700">
          <span className="sr-only">, </span>
          {countLabel}
          <span className="sr-only"> {count === 1 && !hasFilters ? "applicant" : "applicants"}</span>
        </span>
      </h2>
      {query.isPending ? (
        <ColumnSkeleton />
      ) : query.isError && docs.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retryLabel="Retry" messageOnly frame="compact" className="m-2" />
      ) : candidates.length === 0 ? (
        <p className="m-2 rounded-xl border border-dashed border-gray-300 bg-white/60 p-4 text-center text-sm text-gray-600">
          {hasFilters ? "No applicants match these filters" : "No applicants in this step yet"}
        </p>
      ) : (
        <div
          ref={scrollRef}
          role="region"
          aria-label={`Applicants in ${step.name}`}
          tabIndex={0}
          className="max-h-[calc(100dvh-17rem)] min-h-40 overflow-y-auto px-2 pb-2"
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
                  aria-setsize={Math.max(count, candidates.length)}
                  className="absolute top-0 left-0 w-full"
                  style={{ height: CARD_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <CandidateCard candidate={candidate} href={candidateHref(candidate.id, step.id)} steps={steps} canManage={canManage} onMove={onMove} onToggle={onToggle} />
                </div>
              );
            })}
          </div>
          {isFetchingNextPage ? (
            <div className="flex justify-center py-2">
              <Spinner />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
});
