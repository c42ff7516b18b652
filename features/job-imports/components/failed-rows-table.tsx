"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImportBatch } from "@/server/modules/job-imports/job-imports-schemas";

export const FAILED_ROWS_PAGE_SIZE = 50;

/** The rows an import could not take, 50 a page: row number, who it was, and why. */
export function FailedRowsTable({ batch }: { batch: ImportBatch }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(batch.failures.length / FAILED_ROWS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = batch.failures.slice(current * FAILED_ROWS_PAGE_SIZE, (current + 1) * FAILED_ROWS_PAGE_SIZE);
  const nameHeader = batch.mapping.name;
  const emailHeader = batch.mapping.email;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white" role="region" aria-label="Failed rows table" tabIndex={0}>
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Failed rows</caption>
          <thead className="bg-gray-50 text-xs font-semibold text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className="px-3 py-2">
                Reasons
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((failure) => (
              <tr key={failure.row}>
                <th scope="row" className="px-3 py-2 align-top font-normal text-gray-500">
                  {failure.row}
                </th>
                <td className="max-w-48 px-3 py-2 align-top break-words text-gray-900">{(nameHeader && failure.values[nameHeader]) || "—"}</td>
                <td className="max-w-56 px-3 py-2 align-top break-all text-gray-900">{(emailHeader && failure.values[emailHeader]) || "—"}</td>
                <td className="min-w-56 px-3 py-2 align-top text-red-800">
                  <ul>
                    {failure.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Failed rows pages" className="flex items-center justify-between gap-2 text-sm text-gray-700">
          <Button type="button" variant="secondary" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {current + 1} of {pages}
          </span>
          <Button type="button" variant="secondary" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
