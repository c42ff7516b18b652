import { Sparkles } from "lucide-react";
import { cn } from "@/lib/cn";
import { applicationStatusLabel } from "@/server/modules/applications/application-status-contract";
import type { ApplicationStatus } from "@/server/modules/jobs/jobs-contract";
import { TECH_TEST_STATUS_LABELS } from "@/server/modules/tech-tests/tech-test-status-contract";
import type { Candidate } from "../../api/get-candidates";

const statusTones: Partial<Record<ApplicationStatus, string>> = {
  accepted: "bg-green-50 text-green-800",
  rejected: "bg-red-50 text-red-800",
  rejectedBySystem: "bg-red-50 text-red-800",
  expired: "bg-red-50 text-red-800",
  approached: "bg-amber-50 text-amber-800",
  offered: "bg-brand-50 text-brand-900",
  techTestSubmitted: "bg-brand-50 text-brand-900",
};

/** The recruiter's label of an application status (spec 3's narrower set), as a small badge. */
export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium", statusTones[status] ?? "bg-gray-100 text-gray-700", className)}>
      {applicationStatusLabel(status)}
    </span>
  );
}

export function TechTestBadge({ status }: { status: NonNullable<Candidate["techTestStatus"]> }) {
  const late = status === "notConfirm" || status === "notSubmit";
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium", late ? "bg-red-50 text-red-800" : "bg-sky-50 text-sky-800")}>
      Tech test: {TECH_TEST_STATUS_LABELS[status]}
    </span>
  );
}

export function AiScoreBadge({ score }: { score: number }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800" title="AI match score">
      <Sparkles className="size-3" aria-hidden />
      <span className="sr-only">AI match score </span>
      {score}
    </span>
  );
}

/** "1-3 Years of Experience · Universitas Indonesia · GPA 3.65": what a recruiter scans first. */
export function candidateSummary(candidate: Pick<Candidate, "experienceLevelLabel" | "university" | "gpa">): string {
  return [candidate.experienceLevelLabel, candidate.university, candidate.gpa === null ? null : `GPA ${candidate.gpa.toFixed(2)}`]
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}
