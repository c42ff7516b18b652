"use client";

import { memo, useMemo } from "react";
import { QueryError } from "@/components/ui/query-error";
import { cn } from "@/lib/cn";
import { useCandidates, type Candidate, type CandidateStep } from "../../api/get-candidates";
import { useVirtualKeysetList } from "../../hooks/use-virtual-keyset-list";
import type { CandidateFilterQuery } from "../../lib/candidates-address";
import { useRangeToggle } from "../../stores/selection-store";
import { useBoardDroppable } from "./board-drag";
import { CARD_HEIGHT, CandidateCard } from "./candidate-card";
import { VirtualRows } from "../virtual-rows";
import type { MoveTarget } from "./move-to-menu";
import { useOptimisticCandidates } from "../../hooks/use-optimistic-candidates";

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

  const { scrollRef, virtualizer } = useVirtualKeysetList({
    query,
    rowKeys: candidateIds,
    rowSize: CARD_HEIGHT + CARD_GAP,
    overscan: 4,
    prefetchDistance: PREFETCH_DISTANCE,
  });

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
        <VirtualRows
          label={`Applicants in ${step.name}`}
          className="max-h-[calc(100dvh-17rem)] min-h-40 overflow-y-auto px-2 pb-2"
          scrollRef={scrollRef}
          busy={query.isFetching}
          virtualizer={virtualizer}
          rowHeight={CARD_HEIGHT}
          setSize={Math.max(count, candidates.length)}
          loadingMore={query.isFetchingNextPage}
          renderRow={(index) => {
            const candidate = candidates[index]!;
            return <CandidateCard candidate={candidate} href={candidateHref(candidate.id, step.id)} steps={steps} canManage={canManage} onMove={onMove} onToggle={onToggle} />;
          }}
        />
      )}
    </section>
  );
});
