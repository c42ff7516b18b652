import { cn } from "@/lib/cn";
import { JOB_STATUS_LABELS, type JobStatus } from "@/server/modules/jobs/job-status-contract";

const tones: Record<JobStatus, string> = {
  draft: "bg-gray-100 text-gray-700",
  published: "bg-green-50 text-green-800",
  closed: "bg-red-50 text-red-800",
};

export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[status], className)}>
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
