import type { Metadata } from "next";
import { EmployerTodoList } from "@/features/home/components/employer-todo-list";

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
        <EmployerTodoList />
      </section>
    </div>
  );
}
