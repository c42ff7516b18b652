"use client";

import { Lock, SearchX } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorDisplay } from "@/components/ui/error-display";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { applicationStatusLabel } from "@/server/modules/applications/application-status-contract";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { candidateQueryOptions, useCandidate, type CandidateDetail as Candidate } from "../api/get-candidate";
import { CandidateContact } from "./candidate-contact";
import { ApplicantNavigation } from "./candidate-detail-navigation";
import { AnswersSection, CvSection, ProfileSections } from "./candidate-detail-sections";

const page = "mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8";

function ApplicantUnavailable({ jobId, error, onRetry }: { jobId: string; error: { status: number | null } & Error; onRetry: () => void }) {
  const back = (
    <Button asChild variant="secondary">
      <Link href={jobPaths.candidates(jobId)}>Back to Candidates</Link>
    </Button>
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

function ApplicantHeader({ jobId, candidate }: { jobId: string; candidate: Candidate }) {
  return (
    <header className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-sm text-gray-600 break-words">{candidate.job.role.trim() || "Untitled job"}</p>
        <h1 className="text-2xl font-bold break-words text-gray-900">{candidate.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 font-medium text-gray-800">{candidate.recruitmentStep.name}</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
            <span className="sr-only">Status: </span>
            {applicationStatusLabel(candidate.status)}
          </span>
        </div>
        <CandidateContact candidate={candidate} className="mt-3" />
      </div>
      <ApplicantNavigation jobId={jobId} previousId={candidate.previousApplicationId} nextId={candidate.nextApplicationId} />
    </header>
  );
}

/**
 * One applicant of a job (/job-post/{jobId}/candidates/{jobApplicationId}), read-only: contact,
 * step and status, education, skills, portfolio, pre-screening answers and the CV, with the
 * previous and next applicant of the same step (also on K and J).
 */
export function CandidateDetail({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const candidate = useCandidate(jobId, applicationId);
  const queryClient = useQueryClient();
  const previousId = candidate.data?.previousApplicationId;
  const nextId = candidate.data?.nextApplicationId;
  // Reviewers step through a step's applicants with J and K: have the neighbours ready.
  useEffect(() => {
    for (const id of [previousId, nextId]) if (id) void queryClient.prefetchQuery(candidateQueryOptions(jobId, id));
  }, [queryClient, jobId, previousId, nextId]);

  if (candidate.isPending) return <Spinner className="m-8" />;
  if (candidate.isError) {
    return (
      <div className={page}>
        <ApplicantUnavailable jobId={jobId} error={candidate.error} onRetry={() => void candidate.refetch()} />
      </div>
    );
  }

  const data = candidate.data;
  return (
    <div className={page}>
      <ApplicantHeader jobId={jobId} candidate={data} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileSections candidate={data} />
          <AnswersSection answers={data.answers} />
        </div>
        <div className="min-w-0">
          <CvSection jobId={jobId} candidate={data} />
        </div>
      </div>
    </div>
  );
}
