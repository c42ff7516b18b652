"use client";

import { HeaderBack } from "@/components/layout/header-back";
import { ImportResult } from "@/features/job-imports/components/import-result";
import { jobPaths } from "@/lib/routes";

export function ImportBatchScreen({ jobId, batchId }: { jobId: string; batchId: string }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to import" href={jobPaths.import(jobId)} />
      <ImportResult jobId={jobId} batchId={batchId} />
    </div>
  );
}
