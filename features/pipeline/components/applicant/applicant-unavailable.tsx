import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { ResourceUnavailable } from "@/components/ui/resource-unavailable";
import { jobPaths } from "@/lib/routes";

/** Why the applicant cannot be shown: not found (or another company's), not allowed, or a failure to retry. */
export function ApplicantUnavailable({ jobId, error, onRetry }: { jobId: string; error: unknown; onRetry: () => void }) {
  return (
    <ResourceUnavailable
      error={error}
      title="Applicant not found"
      text="This applicant does not exist, or is not an applicant of this job."
      action={<Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.candidates(jobId)}>Back to Candidates</Link>}
      onRetry={onRetry}
    />
  );
}
