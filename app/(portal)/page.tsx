import type { Metadata } from "next";
import { homeAttentionQueryOptions } from "@/features/home/api/get-home-attention";
import { employerTodoQueryOptions } from "@/features/home/api/get-employer-todo";
import { EmployerTodoList } from "@/features/home/components/employer-todo-list";
import { PrefetchBoundary } from "../_lib/prefetch-boundary";
import { HomeAttentionSections } from "./_components/home-attention";

export const metadata: Metadata = { title: "Home" };

/**
 * Home (/): the recruiter's day. What needs the member now over the open jobs they may see
 * (GET /v1/job-portal/home/attention: applicants waiting for review, tech tests to review, each
 * job's pipeline) beside the profile to-do list (GET /v1/job-portal/employer-todo), both in the
 * first HTML. Jobs have no closing date in the product, so there is no "closing soon" list.
 */
export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">Home</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchQuery(homeAttentionQueryOptions())}>
            <HomeAttentionSections />
          </PrefetchBoundary>
        </div>
        <section aria-labelledby="todo-heading" className="min-w-0">
          <h2 id="todo-heading" className="mb-3 text-base font-semibold text-gray-800">
            Your to-do list
          </h2>
          <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchQuery(employerTodoQueryOptions())}>
            <EmployerTodoList />
          </PrefetchBoundary>
        </section>
      </div>
    </div>
  );
}
