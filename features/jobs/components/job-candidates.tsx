"use client";

import { FileUp, Lock, SearchX, UserRound } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorDisplay } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { toApiClientError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { jobPaths } from "@/lib/routes";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { useJobCandidates, type CandidateList } from "../api/get-job-candidates";
import { useJobSummary } from "../api/get-job-summary";
import { useCandidateStep } from "../hooks/use-candidate-step";
import { CandidateRow } from "./candidate-row";
import { JobStatusBadge } from "./job-status-badge";

function StepTabs({ steps, stepId, onChange }: { steps: CandidateList["steps"]; stepId: string; onChange: (id: string) => void }) {
  return (
    <div role="group" aria-label="Recruitment steps" className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0">
      {steps.map((step) => {
        const active = step.id === stepId;
        return (
          <button
            key={step.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(step.id)}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              active ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {step.name}{" "}
            <span className={cn("rounded-full px-2 text-xs", active ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-gray-600")}>{step.applicantCount}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A failed read of the job: missing, not the caller's to see, or another error. */
function JobUnavailable({ error }: { error: { status: number | null } & Error }) {
  const back = (
    <Button asChild variant="secondary">
      <Link href={jobPaths.list()}>Back to Job Post</Link>
    </Button>
  );
  if (error.status === 404) {
    return <EmptyState icon={SearchX} title="Job not found" action={back}>This job post does not exist or was deleted.</EmptyState>;
  }
  if (error.status === 403) return <EmptyState icon={Lock} title={PERMISSION_MESSAGES.noPageAccess} action={back} />;
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
      <ErrorDisplay error={error} />
    </div>
  );
}

/**
 * The candidates of a job by recruitment step (/job-post/{id}/candidates?recruitmentStepId=): the
 * step tabs with their counts and the applicants of the chosen step, page by page.
 */
export function JobCandidates({ jobId }: { jobId: string }) {
  const job = useJobSummary(jobId);
  const { stepId, setStepId } = useCandidateStep();
  const candidates = useJobCandidates(jobId, stepId);

  if (job.isPending) return <Spinner className="m-8" />;
  if (job.isError) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <JobUnavailable error={job.error} />
      </div>
    );
  }

  const pages = candidates.data?.pages ?? [];
  const steps = pages[0]?.steps ?? [];
  const docs = pages.flatMap((page) => page.docs);
  const currentStep = steps.find((step) => step.id === stepId);
  const title = job.data.role.trim() || "Untitled job";

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
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
        {job.data.canEdit ? (
          <Button asChild variant="secondary">
            <Link href={jobPaths.import(jobId)}>
              <FileUp className="size-4" aria-hidden />
              Import applicants
            </Link>
          </Button>
        ) : null}
      </div>

      {candidates.isPending ? (
        <Spinner className="m-4" />
      ) : candidates.isError && docs.length === 0 ? (
        toApiClientError(candidates.error).status === 403 ? (
          <EmptyState icon={Lock} title={PERMISSION_MESSAGES.noPageAccess} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
            <ErrorDisplay error={candidates.error} />
            <Button variant="secondary" size="sm" onClick={() => void candidates.refetch()}>
              Try again
            </Button>
          </div>
        )
      ) : (
        <>
          <StepTabs steps={steps} stepId={stepId} onChange={setStepId} />
          {docs.length === 0 ? (
            <EmptyState icon={UserRound} title={`No applicants in ${currentStep?.name ?? "this step"}`}>
              Applicants appear here when they apply on the careers page, are imported, or are moved to this step.
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={`Applicants in ${currentStep?.name ?? "this step"}`} aria-busy={candidates.isFetching || undefined}>
              {docs.map((candidate) => (
                <CandidateRow key={candidate.id} jobId={jobId} candidate={candidate} />
              ))}
            </ul>
          )}
          {candidates.hasNextPage ? (
            <Button variant="secondary" className="self-center" loading={candidates.isFetchingNextPage} onClick={() => void candidates.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
