import { cn } from "@/lib/cn";
import type { TechTestStatus } from "@/server/modules/jobs/jobs-contract";
import { TECH_TEST_STATUS_LABELS } from "@/server/modules/tech-tests/tech-test-status-contract";

// Dark text on pale backgrounds: AA contrast in every state.
const TONES: Record<TechTestStatus, string> = {
  waitConfirm: "bg-blue-50 text-blue-800 ring-blue-200",
  waitSubmit: "bg-amber-50 text-amber-900 ring-amber-200",
  submitted: "bg-green-50 text-green-800 ring-green-200",
  notConfirm: "bg-red-50 text-red-800 ring-red-200",
  notSubmit: "bg-red-50 text-red-800 ring-red-200",
};

export function TechTestStatusBadge({ status }: { status: TechTestStatus }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset", TONES[status])}>
      {TECH_TEST_STATUS_LABELS[status]}
    </span>
  );
}
