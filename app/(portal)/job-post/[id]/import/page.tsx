import type { Metadata } from "next";
import { importBatchesQueryOptions } from "@/features/job-imports/api/get-import-batches";
import { PrefetchBoundary } from "../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../_lib/prefetch-or-not-found";
import { JobImportScreen } from "./_components/job-import-screen";

export const metadata: Metadata = { title: "Import applicants" };

/** Import applicants into a job from a CSV or XLSX file (spec 2.6 /job-post/[id]/import), with the job's earlier imports. */
export default async function JobImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PrefetchBoundary prefetch={(queryClient) => prefetchOrNotFound(queryClient, importBatchesQueryOptions(id))}>
      <JobImportScreen jobId={id} />
    </PrefetchBoundary>
  );
}
