import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { ResourceUnavailable } from "@/components/ui/resource-unavailable";
import { jobPaths } from "@/lib/routes";

/** A failed read of the job a page is about: missing, not the caller's to see, or another error to retry. */
export function JobUnavailable({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <ResourceUnavailable
      error={error}
      title="Job not found"
      text="This job post does not exist or was deleted."
      action={<Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.list()}>Back to Job Post</Link>}
      onRetry={onRetry}
    />
  );
}
