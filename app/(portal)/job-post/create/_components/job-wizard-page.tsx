import { jobQueryOptions } from "@/features/jobs/api/get-job";
import { PrefetchBoundary } from "../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../_lib/prefetch-or-not-found";
import { JobWizardScreen } from "./job-wizard-screen";

/** The wizard on an existing job (both addresses of spec 2.6), rendered with the job it edits. */
export function JobWizardEditPage({ jobId }: { jobId: string }) {
  return (
    <PrefetchBoundary prefetch={(queryClient) => prefetchOrNotFound(queryClient, jobQueryOptions(jobId))}>
      <JobWizardScreen jobId={jobId} />
    </PrefetchBoundary>
  );
}
