import type { Metadata } from "next";
import { importBatchQueryOptions } from "@/features/job-imports/api/get-import-batch";
import { PrefetchBoundary } from "../../../../../_lib/prefetch-boundary";
import { prefetchOrNotFound } from "../../../../../_lib/prefetch-or-not-found";
import { ImportBatchScreen } from "./_components/import-batch-screen";

export const metadata: Metadata = { title: "Import result" };

/** One import's progress and result (spec 2.6 /job-post/[id]/import/[importBatchId]); it polls on in the browser while it runs. */
export default async function ImportBatchPage({ params }: { params: Promise<{ id: string; importBatchId: string }> }) {
  const { id, importBatchId } = await params;
  return (
    <PrefetchBoundary prefetch={(queryClient) => prefetchOrNotFound(queryClient, importBatchQueryOptions(id, importBatchId))}>
      <ImportBatchScreen jobId={id} batchId={importBatchId} />
    </PrefetchBoundary>
  );
}
