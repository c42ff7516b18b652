import { cn } from "@/lib/cn";
import { JOB_SEEKING_STATUS_LABELS, type JobSeekingStatus } from "@/server/modules/talents/talents-contract";

export function Badge({ tone = "gray", children }: { tone?: "gray" | "green" | "brand" | "amber"; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium",
        tone === "green" && "bg-green-50 text-green-800",
        tone === "brand" && "bg-brand-50 text-brand-900",
        tone === "amber" && "bg-amber-50 text-amber-900",
        tone === "gray" && "bg-gray-100 text-gray-700",
      )}
    >
      {children}
    </span>
  );
}

/** Spec 3 job-seeking status: the two discoverable ones stand out. */
export function JobSeekingBadge({ status }: { status: JobSeekingStatus }) {
  return <Badge tone={status === "activelyLooking" ? "green" : status === "openOpportunity" ? "brand" : "gray"}>{JOB_SEEKING_STATUS_LABELS[status]}</Badge>;
}

/** This company's relation to the talent. */
export function RelationBadges({ unlocked, inDatabase }: { unlocked: boolean; inDatabase: boolean }) {
  return (
    <>
      {unlocked ? <Badge tone="amber">Unlocked</Badge> : null}
      {inDatabase ? <Badge tone="brand">In your database</Badge> : null}
    </>
  );
}
