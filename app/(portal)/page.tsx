import type { Metadata } from "next";
import { employerTodoQueryOptions } from "@/features/home/api/get-employer-todo";
import { EmployerTodoList } from "@/features/home/components/employer-todo-list";
import { PrefetchBoundary } from "../_lib/prefetch-boundary";

export const metadata: Metadata = { title: "Home" };

/** Home (/): what needs the employer's attention, from GET /v1/job-portal/employer-todo. */
export default function HomePage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">Home</h1>
      <section aria-labelledby="todo-heading" className="mt-6">
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
