"use client";

import { History } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format/date";
import { jobPaths } from "@/lib/routes";
import { useImportBatches } from "../api/get-import-batches";
import { BATCH_STATUS_LABELS } from "./batch-status";

/** The job's earlier imports, newest first, each linking to its result. */
export function PreviousImports({ jobId }: { jobId: string }) {
  const batches = useImportBatches(jobId);
  return (
    <section aria-labelledby="previous-imports-heading" className="flex flex-col gap-3">
      <h2 id="previous-imports-heading" className="text-lg font-semibold text-gray-900">
        Previous imports
      </h2>
      {batches.isPending ? (
        <Spinner />
      ) : batches.isError ? (
        <QueryError error={batches.error} showCopy={false} frame="compact" />
      ) : batches.data.length === 0 ? (
        <EmptyState icon={History} title="No imports yet">
          Applicants you import into this job are listed here with what happened to each file.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {batches.data.map((batch) => (
            <li key={batch.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
              <Link href={jobPaths.importBatch(jobId, batch.id)} className="font-medium break-all text-brand-700 hover:underline">
                {batch.fileName}
              </Link>
              <p className="text-sm text-gray-600">
                {BATCH_STATUS_LABELS[batch.status]} · {batch.createdCount} added, {batch.skippedCount} skipped, {batch.failedCount} failed · {formatDateTime(batch.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
