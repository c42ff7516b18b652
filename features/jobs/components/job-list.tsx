"use client";

import { Briefcase, Plus, SearchX } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { jobPaths } from "@/lib/routes";
import type { JobListItem } from "@/server/modules/jobs/jobs-schemas";
import { useJobs } from "../api/get-jobs";
import { useJobActions } from "../hooks/use-job-actions";
import { useJobListState } from "../hooks/use-job-list-state";
import { jobListFilters } from "../lib/job-list-params";
import type { JobMenuCommand } from "./job-actions-menu";
import { JobCard } from "./job-card";
import { JobConfirmDialog, type JobConfirmation } from "./job-confirm-dialog";
import { JobListFilters, JobStatusTabs } from "./job-list-toolbar";
import { JobQuotaUsage } from "./job-quota-usage";
import { QuotaReachedDialog } from "./quota-reached-dialog";

function JobListSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden data-testid="job-list-skeleton">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-36 animate-pulse rounded-xl border border-gray-200 bg-white" />
      ))}
    </ul>
  );
}

export type JobListProps = {
  /** The caller may post a job (GET /v1/job-portal/permission canPostAJob), read by the page. */
  canPostAJob: boolean;
  /** The alternate-job-urls flag: which wizard addresses exist. */
  alternateJobUrls: boolean;
  /** The company's careers page slug, for "View careers page" (null while unknown). */
  companySlug?: string | null;
};

/** The job list (/job-post): status tabs with counts, search and filters kept in the address, and each job's actions. */
export function JobList({ canPostAJob, alternateJobUrls, companySlug = null }: JobListProps) {
  const state = useJobListState();
  const jobs = useJobs(jobListFilters(state));
  const actions = useJobActions({ alternateJobUrls });
  const [confirmation, setConfirmation] = useState<JobConfirmation | null>(null);

  const docs = jobs.data?.pages.flatMap((page) => page.docs) ?? [];
  const counts = jobs.data?.pages[0]?.counts;
  const filtered = state.hasFilters || state.status !== null;

  const runCommand = (job: JobListItem, command: JobMenuCommand) => {
    if (command === "close" || command === "delete") return setConfirmation({ kind: command, job });
    if (command === "publish") return actions.publish(job);
    if (command === "unpublish") return actions.unpublish(job);
    return actions.duplicate(job);
  };

  const confirm = (current: JobConfirmation) => {
    const done = { onSuccess: () => setConfirmation(null) };
    if (current.kind === "close") actions.close(current.job, done);
    else actions.remove(current.job, done);
  };

  const createButton = canPostAJob ? (
    <Link className={buttonClassName()} href={jobPaths.create(alternateJobUrls)}>
      <Plus className="size-4" aria-hidden />
      Create job
    </Link>
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Job Post</h1>
        {canPostAJob ? (
          <div className="flex flex-wrap items-center gap-3">
            <JobQuotaUsage />
            {createButton}
          </div>
        ) : null}
      </div>

      <JobStatusTabs status={state.status} counts={counts} onChange={state.setStatus} />
      <JobListFilters
        q={state.q}
        workplaceType={state.workplaceType}
        employmentType={state.employmentType}
        onSearch={state.setSearch}
        onWorkplaceType={state.setWorkplaceType}
        onEmploymentType={state.setEmploymentType}
      />

      {jobs.isPending ? (
        <JobListSkeleton />
      ) : jobs.isError && docs.length === 0 ? (
        <QueryError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : docs.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No job posts match"
            action={
              state.hasFilters ? (
                <Button variant="secondary" onClick={state.clearFilters}>
                  Clear filters
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => state.setStatus(null)}>
                  Show all job posts
                </Button>
              )
            }
          >
            Try another search, status or filter.
          </EmptyState>
        ) : (
          <EmptyState icon={Briefcase} title="No job posts yet" action={createButton}>
            {canPostAJob ? "Create your first job post to start receiving applicants." : "Job posts you have access to will appear here."}
          </EmptyState>
        )
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Job posts" aria-busy={jobs.isFetching || undefined}>
            {docs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                alternateJobUrls={alternateJobUrls}
                canPostAJob={canPostAJob}
                companySlug={companySlug}
                busy={actions.pendingJobId === job.id}
                onCommand={(command) => runCommand(job, command)}
              />
            ))}
          </ul>
          {jobs.isFetchNextPageError ? <QueryError error={jobs.error} /> : null}
          {jobs.hasNextPage ? (
            <Button variant="secondary" className="self-center" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </>
      )}

      <JobConfirmDialog
        confirmation={confirmation}
        pending={confirmation !== null && actions.pendingJobId === confirmation.job.id}
        onConfirm={confirm}
        onOpenChange={(open) => !open && setConfirmation(null)}
      />
      <QuotaReachedDialog open={actions.quotaError !== null} onOpenChange={(open) => !open && actions.dismissQuotaError()} error={actions.quotaError} />
    </div>
  );
}
