"use client";

import { FileText } from "lucide-react";
import Link from "next/link";
import { memo } from "react";
import { clientEnv } from "@/lib/env";
import { formatDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import { candidateCvPath, type Candidate } from "../../api/get-candidates";
import { MoveToMenu, type MoveTarget, type QuickDecision } from "../board/move-to-menu";
import { useIsSelected } from "../../stores/selection-store";
import { AiScoreBadge, StatusBadge, TechTestBadge } from "./candidate-facts";

/** Rows have one height, so the list's virtualiser places them without measuring. */
export const ROW_HEIGHT = 96;

/** The list's columns on wide screens; on phones a row stacks its facts under the name. */
export const LIST_GRID = "md:grid md:grid-cols-[1.5rem_minmax(10rem,2fr)_minmax(6rem,1fr)_minmax(8rem,1.4fr)_3.5rem_6rem_minmax(8rem,1.2fr)_7rem] md:items-center md:gap-3";

export type CandidateRowProps = {
  jobId: string;
  candidate: Candidate;
  /** The applicant page, carrying the list's filter (for previous/next). */
  href: string;
  stepName: string | undefined;
  steps: readonly MoveTarget[];
  canManage: boolean;
  onToggle: (id: string, range: boolean) => void;
  onMove: (candidate: Candidate, step: MoveTarget) => void;
  onDecide: (candidate: Candidate, decision: QuickDecision) => void;
};

/** One applicant of the list: the facts recruiters scan, the status, and the decisions. Memoised. */
export const CandidateRow = memo(function CandidateRow({ jobId, candidate, href, stepName, steps, canManage, onToggle, onMove, onDecide }: CandidateRowProps) {
  const selected = useIsSelected(candidate.id);
  return (
    <article
      aria-label={candidate.name}
      className={cn("flex h-full gap-3 rounded-xl border px-3 py-2.5 text-sm", LIST_GRID, selected ? "border-brand-600 bg-brand-50/40" : "border-gray-200 bg-white")}
    >
      <div className="pt-0.5 md:pt-0">
        {canManage ? (
          <input
            type="checkbox"
            checked={selected}
            onChange={() => undefined}
            onClick={(event) => onToggle(candidate.id, event.shiftKey)}
            aria-label={`Select ${candidate.name}`}
            className="size-4 accent-brand-600"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 md:contents">
        <div className="min-w-0">
          <Link href={href} prefetch={false} className="block truncate font-semibold text-gray-900 hover:text-brand-700 hover:underline">
            {candidate.name}
          </Link>
          <p className="truncate text-xs text-gray-600">
            {candidate.email}
            {stepName ? <span className="md:hidden"> · {stepName}</span> : null}
          </p>
        </div>
        <p className="truncate text-xs text-gray-700 md:text-sm">
          <span className="sr-only">Experience: </span>
          {candidate.experienceLevelLabel ?? "—"}
          <span className="md:hidden">
            {candidate.university ? ` · ${candidate.university}` : ""}
            {candidate.gpa !== null ? ` · GPA ${candidate.gpa.toFixed(2)}` : ""}
          </span>
        </p>
        <p className="hidden truncate text-gray-700 md:block">
          <span className="sr-only">University: </span>
          {candidate.university ?? "—"}
        </p>
        <p className="hidden text-gray-700 md:block">
          <span className="sr-only">GPA: </span>
          {candidate.gpa !== null ? candidate.gpa.toFixed(2) : "—"}
        </p>
        <p className="hidden text-gray-700 md:block">
          <span className="sr-only">Applied: </span>
          {formatDate(candidate.appliedAt)}
        </p>
        <div className="flex min-w-0 flex-wrap gap-1 overflow-hidden" style={{ maxHeight: "1.5rem" }}>
          <StatusBadge status={candidate.status} />
          {candidate.techTestStatus ? <TechTestBadge status={candidate.techTestStatus} /> : null}
          {candidate.aiScore !== null ? <AiScoreBadge score={candidate.aiScore} /> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5 md:flex-row md:items-center md:justify-end">
        {candidate.hasCv ? (
          <a
            href={`${clientEnv.NEXT_PUBLIC_API_URL}${candidateCvPath(jobId, candidate.id)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-7 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-gray-700 hover:bg-gray-100"
            aria-label={`CV of ${candidate.name} (opens in a new tab)`}
          >
            <FileText className="size-4" aria-hidden />
            CV
          </a>
        ) : null}
        {canManage ? (
          <MoveToMenu
            label={`Decide on ${candidate.name}`}
            text="Decide"
            steps={steps}
            currentStepId={candidate.recruitmentStepId}
            onMove={(step) => onMove(candidate, step)}
            onDecide={(decision) => onDecide(candidate, decision)}
          />
        ) : null}
      </div>
    </article>
  );
});
