"use client";

import { Lock, SearchX } from "lucide-react";
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorDisplay } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { useJobSummary } from "@/features/jobs/api/get-job-summary";
import { JobStatusBadge } from "@/features/jobs/components/job-status-badge";
import { ApplicationsView } from "@/features/pipeline/components/applications-table/applications-view";
import { jobPaths } from "@/lib/routes";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";

/** A failed read of the job: missing, not the caller's to see, or another error. */
function JobUnavailable({ error, onRetry }: { error: { status: number | null } & Error; onRetry: () => void }) {
  const back = (
    <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.list()}>Back to Job Post</Link>
  );
  if (error.status === 404) {
    return (
      <EmptyState icon={SearchX} title="Job not found" action={back}>
        This job post does not exist or was deleted.
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

/**
 * /job-post/{id}/applications: the job's title and status, then its applications table. The job's
 * read gives the steps to filter by and whether the caller may export (edits the job).
 */
export function JobApplications({ jobId, aiEnabled }: { jobId: string; aiEnabled: boolean }) {
  const job = useJobSummary(jobId);
  if (job.isPending) return <Spinner className="m-8" />;
  if (job.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <JobUnavailable error={job.error} onRetry={() => void job.refetch()} />
      </div>
    );
  }
  const title = job.data.role.trim() || "Untitled job";
  return (
    <div className="flex w-full min-w-0 flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
      <header className="min-w-0">
        <p className="text-sm font-medium text-gray-600">Applications</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold break-words text-gray-900">{title}</h1>
          <JobStatusBadge status={job.data.status} />
        </div>
      </header>
      <ApplicationsView
        jobId={jobId}
        steps={job.data.recruitmentSteps.map((step) => ({ id: step.id, name: step.name }))}
        canExport={job.data.canEdit}
        aiEnabled={aiEnabled}
      />
    </div>
  );
}
