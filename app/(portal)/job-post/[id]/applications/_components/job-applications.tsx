"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";
import { useJobSummary } from "@/features/jobs/api/get-job-summary";
import { JobStatusBadge } from "@/features/jobs/components/job-status-badge";
import { ApplicationsView } from "@/features/pipeline/components/applications-table/applications-view";

// Shown only when the job cannot be read: loaded then, not with the page (its JS budget, issue 13).
const JobUnavailable = dynamic(() => import("@/features/jobs/components/job-unavailable").then((module) => module.JobUnavailable));

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
