"use client";

import { CheckCircle2, Download, FileUp, Users } from "lucide-react";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { jobPaths } from "@/lib/routes";
import { isImportRunning } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportBatch } from "@/server/modules/job-imports/job-imports-schemas";
import { useImportBatch } from "../hooks/use-import-batch";
import { failuresCsvUrl } from "../lib/import-links";
import { BATCH_STATUS_LABELS } from "./batch-status";
import { FailedRowsTable } from "./failed-rows-table";

function ImportProgress({ batch }: { batch: ImportBatch }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm text-gray-700">
        <span>{BATCH_STATUS_LABELS[batch.status]}…</span>
        <span>
          {batch.processedRows.toLocaleString("en-US")} of {batch.totalRows.toLocaleString("en-US")} rows
        </span>
      </div>
      <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={batch.percent} className="h-3 w-full overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${batch.percent}%` }} />
      </div>
    </div>
  );
}

function Counts({ batch }: { batch: ImportBatch }) {
  const items = [
    { label: "Created", value: batch.createdCount, tone: "text-green-700" },
    { label: "Skipped as duplicates", value: batch.skippedCount, tone: "text-gray-700" },
    { label: "Failed", value: batch.failedCount, tone: "text-red-700" },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-600">{item.label}</dt>
          <dd className={`text-3xl font-semibold ${item.tone}`}>{item.value.toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /job-post/[id]/import/[importBatchId]: the import's progress (polled every second while it runs),
 * then what it did: created, skipped as duplicates, and the failed rows with their reasons.
 */
export function ImportResult({ jobId, batchId }: { jobId: string; batchId: string }) {
  const query = useImportBatch(jobId, batchId);
  if (query.isPending) return <Spinner className="m-8" label="Loading the import..." />;
  if (query.isError) {
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} showCopy={false} frame="compact" />
    );
  }
  const batch = query.data;
  const running = isImportRunning(batch.status);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-all text-gray-900">Import of {batch.fileName}</h1>
        <p className="text-sm text-gray-600">{batch.totalRows.toLocaleString("en-US")} rows in the file</p>
      </header>

      {running ? <ImportProgress batch={batch} /> : null}
      {batch.status === "done" ? (
        <p className="flex items-center gap-2 text-sm font-medium text-green-800" role="status">
          <CheckCircle2 className="size-5" aria-hidden />
          Import finished
        </p>
      ) : null}
      {batch.status === "failed" ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">The import stopped before it finished</p>
          {batch.error ? <p className="mt-1">{batch.error}</p> : null}
          <p className="mt-1">The rows counted below were processed; choose the file again to import the rest (rows already added are skipped).</p>
        </div>
      ) : null}

      <Counts batch={batch} />

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link className={buttonClassName({ variant: "primary" })} href={jobPaths.candidates(jobId)}>
          <Users className="size-4" aria-hidden />
          See the job&apos;s candidates
        </Link>
        <Link className={buttonClassName({ variant: "secondary" })} href={jobPaths.import(jobId)}>
          <FileUp className="size-4" aria-hidden />
          Import another file
        </Link>
        {batch.failedCount > 0 && !running ? (
          <a className={buttonClassName({ variant: "secondary" })} href={failuresCsvUrl(jobId, batch.id)} download>
            <Download className="size-4" aria-hidden />
            Download failed rows
          </a>
        ) : null}
      </div>

      <section aria-labelledby="failed-rows-heading" className="flex flex-col gap-3">
        <h2 id="failed-rows-heading" className="text-lg font-semibold text-gray-900">
          Failed rows ({batch.failures.length.toLocaleString("en-US")})
        </h2>
        {batch.failures.length === 0 ? (
          <p className="text-sm text-gray-600">{running ? "None so far." : "Every row was imported or skipped as a duplicate."}</p>
        ) : (
          <FailedRowsTable batch={batch} />
        )}
      </section>
    </div>
  );
}
