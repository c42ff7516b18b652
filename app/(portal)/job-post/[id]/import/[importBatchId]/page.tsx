import type { Metadata } from "next";
import { ImportBatchScreen } from "./_components/import-batch-screen";

export const metadata: Metadata = { title: "Import result" };

/** One import's progress and result (spec 2.6 /job-post/[id]/import/[importBatchId]). */
export default async function ImportBatchPage({ params }: { params: Promise<{ id: string; importBatchId: string }> }) {
  const { id, importBatchId } = await params;
  return <ImportBatchScreen jobId={id} batchId={importBatchId} />;
}
