"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isTypingTarget } from "@/lib/keyboard";
import { applicantPagePath } from "../../lib/applicant-address";

/** Issue 7's reviewing shortcuts: K opens the previous applicant of the list, J the next. */
export function useApplicantShortcuts(jobId: string, previousId: string | null, nextId: string | null, listQuery: string) {
  const router = useRouter();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      // An open dialog (the email composer) or menu owns the keyboard.
      if (document.querySelector("[role='dialog'][data-state='open'], [role='menu'][data-state='open']")) return;
      const key = event.key.toLowerCase();
      const target = key === "k" ? previousId : key === "j" ? nextId : null;
      if (!target) return;
      event.preventDefault();
      router.push(applicantPagePath(jobId, target, listQuery));
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router, jobId, previousId, nextId, listQuery]);
}

const linkClass = "inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium";

function NeighbourLink({ href, direction }: { href: string | null; direction: "previous" | "next" }) {
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
  if (!href) {
    return (
      <span className={`${linkClass} cursor-not-allowed border-gray-200 text-gray-500`}>
        {content}
        <span className="sr-only">: no {direction} applicant in this list</span>
      </span>
    );
  }
  return (
    <Link href={href} className={`${linkClass} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`} aria-label={`${label} applicant`} aria-keyshortcuts={shortcut}>
      {content}
    </Link>
  );
}

/** Previous and Next applicant in the candidates list the recruiter came from (its filter and sort). */
export function ApplicantNavigation({ jobId, previousId, nextId, listQuery }: { jobId: string; previousId: string | null; nextId: string | null; listQuery: string }) {
  useApplicantShortcuts(jobId, previousId, nextId, listQuery);
  return (
    <nav aria-label="Previous and next applicant" className="flex shrink-0 gap-2">
      <NeighbourLink href={previousId ? applicantPagePath(jobId, previousId, listQuery) : null} direction="previous" />
      <NeighbourLink href={nextId ? applicantPagePath(jobId, nextId, listQuery) : null} direction="next" />
    </nav>
  );
}
