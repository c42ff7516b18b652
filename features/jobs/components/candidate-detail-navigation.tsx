"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { jobPaths } from "@/lib/routes";

/** Keys typed into a field belong to the field, not to the page's shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true'], [role='textbox']") !== null;
}

/** Spec issue 7's reviewing shortcuts: K opens the previous applicant of the step, J the next. */
export function useApplicantShortcuts(jobId: string, previousId: string | null, nextId: string | null) {
  const router = useRouter();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      const target = key === "k" ? previousId : key === "j" ? nextId : null;
      if (!target) return;
      event.preventDefault();
      router.push(jobPaths.candidate(jobId, target));
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router, jobId, previousId, nextId]);
}

const linkClass = "inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium";

function NeighbourLink({ jobId, applicationId, direction }: { jobId: string; applicationId: string | null; direction: "previous" | "next" }) {
  const label = direction === "previous" ? "Previous" : "Next";
  const shortcut = direction === "previous" ? "K" : "J";
  const content = (
    <>
      {direction === "previous" ? <ChevronLeft className="size-4" aria-hidden /> : null}
      {label}
      <kbd className="hidden rounded border border-gray-300 bg-gray-50 px-1 font-sans text-xs text-gray-500 sm:inline" aria-hidden>
        {shortcut}
      </kbd>
      {direction === "next" ? <ChevronRight className="size-4" aria-hidden /> : null}
    </>
  );
  if (!applicationId) {
    return (
      <span className={`${linkClass} cursor-not-allowed border-gray-200 text-gray-500`}>
        {content}
        <span className="sr-only">: no {direction} applicant in this step</span>
      </span>
    );
  }
  return (
    <Link
      href={jobPaths.candidate(jobId, applicationId)}
      className={`${linkClass} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
      aria-label={`${label} applicant`}
      aria-keyshortcuts={shortcut}
    >
      {content}
    </Link>
  );
}

/** Previous and Next applicant of the same step, in the candidates list's order. */
export function ApplicantNavigation({ jobId, previousId, nextId }: { jobId: string; previousId: string | null; nextId: string | null }) {
  useApplicantShortcuts(jobId, previousId, nextId);
  return (
    <nav aria-label="Applicants in this step" className="flex shrink-0 gap-2">
      <NeighbourLink jobId={jobId} applicationId={previousId} direction="previous" />
      <NeighbourLink jobId={jobId} applicationId={nextId} direction="next" />
    </nav>
  );
}
