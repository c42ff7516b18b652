"use client";

import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, type ComponentType } from "react";
import type { Candidate, CandidateStep } from "../../api/get-candidates";
import type { CandidateFilterQuery } from "../../lib/candidates-address";
import { readCandidatesCache } from "../../hooks/use-decide";
import { clearSelection, selectedIds, useSelectionStore } from "../../stores/selection-store";
import { BoardColumn } from "./board-column";
import { BoardDragContext, createBoardDragStore } from "./board-drag";
import { BoardScroller } from "./board-scroller";
import type { BoardDndProps } from "./board-dnd";
import { CandidateCardPreview } from "./candidate-card";
import type { MoveTarget } from "./move-to-menu";
import { useOptimisticCountDeltas } from "../../hooks/use-optimistic-candidates";
import { useMoveApplicants } from "../../hooks/use-move-applicants";

let dndLoad: Promise<ComponentType<BoardDndProps>> | undefined;
/** dnd-kit and the board's use of it (~32 KiB gzip), fetched once, after the board's first paint. */
function loadBoardDnd() {
  dndLoad ??= import("./board-dnd")
    .then((module) => module.default)
    .catch((error: unknown) => {
      dndLoad = undefined;
      throw error;
    });
  return dndLoad;
}

export type CandidateBoardProps = {
  jobId: string;
  /** The job's steps in board order, with their counts (from the candidates answer). */
  steps: CandidateStep[];
  filterQuery: CandidateFilterQuery;
  hasFilters: boolean;
  canManage: boolean;
  candidateHref: (applicationId: string, stepId: string) => string;
};

/**
 * The board: one column per recruitment step, scrolled sideways. A card (or the selection it
 * belongs to) dragged onto another column, or sent there with its "Move to…" menu, is scheduled
 * through the undo queue and shows in its new column at once. The board renders without dnd-kit; it
 * arrives when the page is idle, or at once on the first hover, touch or focus in the board.
 */
export function CandidateBoard({ jobId, steps, filterQuery, hasFilters, canManage, candidateHref }: CandidateBoardProps) {
  const queryClient = useQueryClient();
  const move = useMoveApplicants(jobId);
  const deltas = useOptimisticCountDeltas();
  const [dragging, setDragging] = useState<{ candidate: Candidate; count: number } | null>(null);
  const [store] = useState(createBoardDragStore);
  const [BoardDnd, setBoardDnd] = useState<ComponentType<BoardDndProps> | null>(null);
  const loadDnd = useCallback(() => {
    if (!canManage || BoardDnd) return;
    loadBoardDnd().then(
      (component) => setBoardDnd(() => component),
      () => undefined,
    );
  }, [canManage, BoardDnd]);
  useEffect(() => {
    if (!canManage) return;
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(loadDnd, { timeout: 2000 }) : window.setTimeout(loadDnd, 200);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [canManage, loadDnd]);
  const targets = useMemo<MoveTarget[]>(() => steps.map(({ id, name, type }) => ({ id, name, type })), [steps]);

  const onMove = useCallback((candidate: Candidate, step: MoveTarget) => void move([candidate], step), [move]);

  /** The dragged card moves its whole selection when it is part of one. */
  const movingWith = useCallback(
    (candidate: Candidate): Candidate[] => {
      if (!useSelectionStore.getState().selected[candidate.id]) return [candidate];
      const found = readCandidatesCache(queryClient, jobId, selectedIds()).candidates;
      return found.some((each) => each.id === candidate.id) ? found : [candidate, ...found];
    },
    [queryClient, jobId],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const candidate = (active.data.current as { candidate: Candidate }).candidate;
      setDragging({ candidate, count: movingWith(candidate).length });
    },
    [movingWith],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setDragging(null);
      const candidate = (active.data.current as { candidate: Candidate }).candidate;
      const step = (over?.data.current as { step?: CandidateStep } | undefined)?.step;
      if (!step) return;
      const applicants = movingWith(candidate);
      if (move(applicants, step) && applicants.length > 1) clearSelection();
    },
    [move, movingWith],
  );

  return (
    <BoardDragContext.Provider value={store}>
      {/* `relative`: the columns' visually hidden words (absolutely placed) are clipped here too; without it they
          widen the whole page on a phone, which then scrolls sideways. */}
      <BoardScroller
        role="region"
        aria-label="Recruitment board"
        tabIndex={0}
        onPointerOverCapture={loadDnd}
        onPointerDownCapture={loadDnd}
        onFocusCapture={loadDnd}
        className="relative flex items-start gap-3 px-4 pb-3 sm:px-0">
        {steps.map((step) => (
          <BoardColumn
            key={step.id}
            jobId={jobId}
            step={step}
            count={Math.max(0, step.applicantCount + (deltas[step.id] ?? 0))}
            totalCount={Math.max(0, step.totalCount + (deltas[step.id] ?? 0))}
            filterQuery={filterQuery}
            hasFilters={hasFilters}
            steps={targets}
            canManage={canManage}
            candidateHref={candidateHref}
            onMove={onMove}
          />
        ))}
      </BoardScroller>
      {BoardDnd ? (
        <BoardDnd
          store={store}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          overlay={dragging ? <CandidateCardPreview candidate={dragging.candidate} count={dragging.count} /> : null}
        />
      ) : null}
    </BoardDragContext.Provider>
  );
}
