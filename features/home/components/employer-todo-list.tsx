"use client";

import { CircleCheckBig, ChevronRight } from "lucide-react";
import Link from "next/link";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import type { EmployerTodoItem } from "@/server/modules/employer-todo/employer-todo-schemas";
import { useEmployerTodo } from "../api/get-employer-todo";

function TodoRow({ item }: { item: EmployerTodoItem }) {
  return (
    <li>
      <Link
        href={item.href}
        className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50/40"
        data-todo-key={item.key}
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-gray-900">{item.title}</p>
          <p className="mt-0.5 text-sm text-gray-600">{item.description}</p>
          {item.progress ? (
            <div className="mt-2 flex items-center gap-2">
              <div
                className="h-1.5 w-40 overflow-hidden rounded-full bg-gray-100"
                role="progressbar"
                aria-label={`${item.title} progress`}
                aria-valuemin={0}
                aria-valuemax={item.progress.total}
                aria-valuenow={item.progress.done}
              >
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${(item.progress.done / item.progress.total) * 100}%` }} />
              </div>
              <span className="text-xs text-gray-500">
                {item.progress.done}/{item.progress.total}
              </span>
            </div>
          ) : null}
        </div>
        <span className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 sm:flex">
          {item.actionLabel}
          <ChevronRight className="size-4" aria-hidden />
        </span>
      </Link>
    </li>
  );
}

/** Home's to-do list (GET /v1/job-portal/employer-todo), with a clear empty state. */
export function EmployerTodoList({ userCompanyId }: { userCompanyId?: string }) {
  const todo = useEmployerTodo(userCompanyId);
  if (todo.isPending) return <Spinner className="py-6" />;
  if (todo.isError) {
    return (
      <QueryError error={todo.error} />
    );
  }
  const items = todo.data.docs;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <CircleCheckBig className="size-10 text-green-600" aria-hidden />
        <p className="font-semibold text-gray-900">You are all caught up</p>
        <p className="max-w-sm text-sm text-gray-600">Nothing needs your attention right now. New tasks appear here as applicants and jobs come in.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="To-do list">
      {items.map((item) => (
        <TodoRow key={item.key} item={item} />
      ))}
    </ul>
  );
}
