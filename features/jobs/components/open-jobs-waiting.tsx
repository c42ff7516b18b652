"use client";

import { Briefcase, ChevronRight, Plus } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorDisplay } from "@/components/ui/error-display";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format/date";
import { jobPaths } from "@/lib/routes";
import type { JobListItem } from "@/server/modules/jobs/job-schemas";
import { useJobs } from "../api/get-jobs";
import { OPEN_JOBS_FILTERS, waitingApplicantCount } from "../lib/open-jobs";

export type OpenJobsWaitingProps = {
  /** The address of a job's candidates showing the applicants waiting for review. */
  waitingCandidatesHref: (jobId: string) => string;
  /** Where to post a job, when the caller may (spec 6 postAJob); null hides the offer. */
  createJobHref: string | null;
};

function OpenJobRow({ job, href }: { job: JobListItem; href: string }) {
  const waiting = waitingApplicantCount(job);
  const published = job.publishedAt ?? job.createdAt;
  return (
    <li>
      <Link
        href={href}
        className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50/40 sm:gap-4"
        data-job-id={job.id}
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-gray-900">{job.role}</p>
          <p className="mt-0.5 text-sm text-gray-600">
            {job.applicationPlatform === "external" && job.applicantCount === 0
              ? "Candidates apply on an external site"
              : `${job.applicantCount} ${job.applicantCount === 1 ? "applicant" : "applicants"} in total`}
            <span className="hidden sm:inline"> · Published {formatDate(published)}</span>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className={cn("text-2xl font-bold leading-none", waiting > 0 ? "text-brand-700" : "text-gray-400")} data-testid="waiting-count">
            {waiting}
          </p>
          <p className="mt-1 text-xs text-gray-600">waiting for review</p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-gray-400" aria-hidden />
      </Link>
    </li>
  );
}

function OpenJobsSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden data-testid="open-jobs-skeleton">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-[74px] animate-pulse rounded-xl border border-gray-200 bg-white" />
      ))}
    </ul>
  );
}

/**
 * Home's open jobs (the job list's Published tab, newest first) with the applicants waiting for
 * review in each, every row opening that job's candidates at CV Screening. The counts come from the
 * API, which answers only the jobs whose applicants the caller may see.
 */
export function OpenJobsWaiting({ waitingCandidatesHref, createJobHref }: OpenJobsWaitingProps) {
  const jobs = useJobs(OPEN_JOBS_FILTERS);
  if (jobs.isPending) return <OpenJobsSkeleton />;
  if (jobs.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm" role="alert">
        <ErrorDisplay error={jobs.error} />
        <Button variant="secondary" size="sm" onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const firstPage = jobs.data.pages[0];
  const docs = firstPage?.docs ?? [];
  const total = firstPage?.counts.published ?? docs.length;
  if (docs.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title="No open jobs"
        action={
          createJobHref ? (
            <Button asChild>
              <Link href={createJobHref}>
                <Plus className="size-4" aria-hidden />
                Post a job
              </Link>
            </Button>
          ) : null
        }
      >
        Published jobs you have access to appear here, with the applicants waiting for your review.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label="Open jobs">
        {docs.map((job) => (
          <OpenJobRow key={job.id} job={job} href={waitingCandidatesHref(job.id)} />
        ))}
      </ul>
      {total > docs.length ? (
        <p className="text-sm text-gray-600">
          The {docs.length} newest of {total} open jobs.{" "}
          <Link href={`${jobPaths.list()}?status=published`} className="font-semibold text-brand-700 hover:underline">
            See them all
          </Link>
        </p>
      ) : null}
    </div>
  );
}
