import type { Metadata } from "next";
import Link from "next/link";
import { employerTodoQueryOptions } from "@/features/home/api/get-employer-todo";
import { EmployerTodoList } from "@/features/home/components/employer-todo-list";
import { jobsInfiniteQueryOptions } from "@/features/jobs/api/get-jobs";
import { OPEN_JOBS_FILTERS } from "@/features/jobs/lib/open-jobs";
import { jobPaths } from "@/lib/routes";
import { PrefetchBoundary } from "../_lib/prefetch-boundary";
import { HomeOpenJobs } from "./_components/home-open-jobs";

export const metadata: Metadata = { title: "Home" };

/**
 * Home (/): the open jobs with the applicants waiting for review (GET /v1/job-portal/job, the
 * Published tab) and what else needs the employer's attention (GET /v1/job-portal/employer-todo),
 * both in the first HTML.
 */
export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">Home</h1>
      <section aria-labelledby="open-jobs-heading" className="mt-6">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="open-jobs-heading" className="text-base font-semibold text-gray-800">
            Applicants waiting for review
          </h2>
          <Link href={`${jobPaths.list()}?status=published`} className="text-sm font-semibold text-brand-700 hover:underline">
            All open jobs
          </Link>
        </div>
        <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchInfiniteQuery(jobsInfiniteQueryOptions(OPEN_JOBS_FILTERS))}>
          <HomeOpenJobs />
        </PrefetchBoundary>
      </section>
      <section aria-labelledby="todo-heading" className="mt-8">
        <h2 id="todo-heading" className="mb-3 text-base font-semibold text-gray-800">
          Your to-do list
        </h2>
        <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchQuery(employerTodoQueryOptions())}>
          <EmployerTodoList />
        </PrefetchBoundary>
      </section>
    </div>
  );
}
