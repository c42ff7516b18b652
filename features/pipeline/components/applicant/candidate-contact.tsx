import { Mail, Phone } from "lucide-react";
import { formatDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import type { Candidate } from "../../api/get-candidates";
import { CANDIDATE_SOURCE_LABELS } from "../../lib/candidate-source";

/** How to reach an applicant, and when and where they applied (the candidates list and the applicant page). */
export function CandidateContact({ candidate, className }: { candidate: Pick<Candidate, "email" | "phone" | "appliedAt" | "source">; className?: string }) {
  return (
    <>
      <div className={cn("flex flex-col gap-1 text-sm text-gray-700 sm:flex-row sm:flex-wrap sm:gap-x-4", className)}>
        <a href={`mailto:${candidate.email}`} className="flex min-w-0 items-center gap-1.5 break-all hover:text-brand-700 hover:underline">
          <Mail className="size-4 shrink-0 text-gray-400" aria-hidden />
          {candidate.email}
        </a>
        {candidate.phone ? (
          // Dialers take digits and a leading +; the spaces and dashes people type stay in the label.
          <a href={`tel:${candidate.phone.replace(/[^\d+]/g, "")}`} className="flex items-center gap-1.5 hover:text-brand-700 hover:underline">
            <Phone className="size-4 shrink-0 text-gray-400" aria-hidden />
            {candidate.phone}
          </a>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-gray-500">
        Applied {formatDate(candidate.appliedAt)}
        {` · ${CANDIDATE_SOURCE_LABELS[candidate.source]}`}
      </p>
    </>
  );
}
