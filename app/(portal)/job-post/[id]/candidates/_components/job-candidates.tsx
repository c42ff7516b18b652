"use client";

import { FileUp, Mail, Table2 } from "lucide-react";
import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { useJobSummary } from "@/features/jobs/api/get-job-summary";
import { JobStatusBadge } from "@/features/jobs/components/job-status-badge";
import { JobUnavailable } from "@/features/jobs/components/job-unavailable";
import { CandidatesWorkspace } from "@/features/pipeline/components/candidates-workspace/candidates-workspace";

// The templates editor (and its schemas) loads when the dialog is first opened.
const EmailTemplatesDialog = lazy(() =>
  import("@/features/pipeline/components/email-templates/email-templates-dialog").then((module) => ({ default: module.EmailTemplatesDialog })),
);

/**
 * /job-post/{id}/candidates: the job's title, status and links (applications table, import), and
 * its applicants as a board or a list. The job's read says whether the caller may manage them.
 */
export function JobCandidates({ jobId, aiEnabled }: { jobId: string; aiEnabled: boolean }) {
  const job = useJobSummary(jobId);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  if (job.isPending) return <Spinner className="m-8" />;
  if (job.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <JobUnavailable error={job.error} />
      </div>
    );
  }
  const title = job.data.role.trim() || "Untitled job";

  return (
    <div className="flex w-full min-w-0 flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold break-words text-gray-900">{title}</h1>
            <JobStatusBadge status={job.data.status} />
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {job.data.applicantCount} {job.data.applicantCount === 1 ? "applicant" : "applicants"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.applications(jobId)}>
            <Table2 className="size-4" aria-hidden />
            Applications table
          </Link>
          <Button variant="secondary" onClick={() => setTemplatesOpen(true)}>
            <Mail className="size-4" aria-hidden />
            Email templates
          </Button>
          {job.data.canEdit ? (
            <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.import(jobId)}>
              <FileUp className="size-4" aria-hidden />
              Import applicants
            </Link>
          ) : null}
        </div>
      </div>
      <CandidatesWorkspace jobId={jobId} canManage={job.data.canEdit} aiEnabled={aiEnabled} />
      {templatesOpen ? (
        <Suspense fallback={null}>
          <EmailTemplatesDialog open onOpenChange={setTemplatesOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
