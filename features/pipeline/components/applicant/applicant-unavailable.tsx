import { Lock, SearchX } from "lucide-react";
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorDisplay } from "@/components/ui/error-display";
import { jobPaths } from "@/lib/routes";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";

/** Why the applicant cannot be shown: not found (or another company's), not allowed, or a failure to retry. */
export function ApplicantUnavailable({ jobId, error, onRetry }: { jobId: string; error: { status: number | null } & Error; onRetry: () => void }) {
  const back = (
    <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.candidates(jobId)}>Back to Candidates</Link>
  );
  if (error.status === 404) {
    return (
      <EmptyState icon={SearchX} title="Applicant not found" action={back}>
        This applicant does not exist, or is not an applicant of this job.
      </EmptyState>
    );
  }
  if (error.status === 403) return <EmptyState icon={Lock} title={PERMISSION_MESSAGES.noPageAccess} action={back} />;
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
      <ErrorDisplay error={error} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
