"use client";

import { GripVertical } from "lucide-react";
import Link from "next/link";
import { memo } from "react";
import { formatDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import type { Candidate } from "../../api/get-candidates";
import { useIsSelected } from "../../stores/selection-store";
import { AiScoreBadge, StatusBadge, TechTestBadge, candidateSummary } from "../candidate-list/candidate-facts";
import { useBoardDraggable } from "./board-drag";
import { MoveToMenu, type MoveTarget } from "./move-to-menu";

/** Cards have one height, so the column's virtualiser places them without measuring. */
export const CARD_HEIGHT = 132;

export type CandidateCardProps = {
  candidate: Candidate;
  /** The applicant page, carrying the board's filter and this column's step (for previous/next). */
  href: string;
  steps: readonly MoveTarget[];
  canManage: boolean;
  onMove: (candidate: Candidate, step: MoveTarget) => void;
  /** Ticks the card; `range` when shift was held. */
  onToggle: (id: string, range: boolean) => void;
};

/** The card the drag overlay shows under the pointer while a card (or a selection) is moved. */
export function CandidateCardPreview({ candidate, count }: { candidate: Candidate; count: number }) {
  return (
    <div className="w-72 rotate-1 rounded-xl border border-brand-500 bg-white p-3 shadow-xl">
      <p className="truncate font-semibold text-gray-900">{candidate.name}</p>
      <p className="truncate text-xs text-gray-600">{candidateSummary(candidate) || candidate.email}</p>
      {count > 1 ? <p className="mt-1 text-xs font-medium text-brand-700">and {count - 1} more</p> : null}
    </div>
  );
}

/**
 * One applicant on the board. Memoised and subscribed to its own selection only, so ticking or
 * dragging one card leaves the others alone. The grip is the keyboard's drag handle (Space picks
 * up, arrows move between columns, Space drops); a mouse can drag the whole card.
 */
export const CandidateCard = memo(function CandidateCard({ candidate, href, steps, canManage, onMove, onToggle }: CandidateCardProps) {
  const selected = useIsSelected(candidate.id);
  const { nodeRef, handleRef, binding, queueStart } = useBoardDraggable(candidate, canManage);
  const listeners = binding?.listeners;
  const isDragging = binding?.isDragging ?? false;
  const summary = candidateSummary(candidate);
  // Pointer drags start anywhere on the card; the keyboard's only on the grip (Enter on the name is a link).
  const onPointerDown = listeners?.onPointerDown as React.PointerEventHandler | undefined;
  // Before dnd-kit has loaded, Space or Enter on the grip is kept and replayed once it has.
  const onKeyDown = (listeners?.onKeyDown as React.KeyboardEventHandler | undefined) ?? queueStart;

  return (
    <article
      ref={nodeRef as React.Ref<HTMLElement>}
      aria-label={candidate.name}
      onPointerDown={onPointerDown}
      className={cn(
        "flex h-full flex-col gap-1.5 rounded-xl border bg-white p-3 shadow-xs",
        selected ? "border-brand-600 ring-1 ring-brand-600" : "border-gray-200",
        isDragging && "opacity-40",
      )}
    >
      <div className="flex items-start gap-2">
        {canManage ? (
          <input
            type="checkbox"
            checked={selected}
            onChange={() => undefined}
            onClick={(event) => onToggle(candidate.id, event.shiftKey)}
            aria-label={`Select ${candidate.name}`}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link href={href} prefetch={false} className="block truncate font-semibold text-gray-900 hover:text-brand-700 hover:underline">
            {candidate.name}
          </Link>
          <p className="truncate text-xs text-gray-600">{summary || candidate.email}</p>
        </div>
        {canManage ? (
          <button
            type="button"
            {...binding?.attributes}
            ref={handleRef}
            onKeyDown={onKeyDown}
            aria-label={`Drag ${candidate.name}`}
            className="-mt-0.5 -mr-1 grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-gray-500 hover:bg-gray-100"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-wrap gap-1 overflow-hidden" style={{ maxHeight: "1.5rem" }}>
        <StatusBadge status={candidate.status} />
        {candidate.techTestStatus ? <TechTestBadge status={candidate.techTestStatus} /> : null}
        {candidate.aiScore !== null ? <AiScoreBadge score={candidate.aiScore} /> : null}
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span className="truncate text-xs text-gray-500">Applied {formatDate(candidate.appliedAt)}</span>
        {canManage ? (
          <MoveToMenu label={`Move ${candidate.name} to another step`} steps={steps} currentStepId={candidate.recruitmentStepId} onMove={(step) => onMove(candidate, step)} />
        ) : null}
      </div>
    </article>
  );
});
