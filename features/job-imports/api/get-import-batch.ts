import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { isImportRunning } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportBatch } from "@/server/modules/job-imports/job-imports-schemas";
import { importPath } from "./import-form-data";
import { jobImportKeys } from "./job-import-keys";

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** GET /v1/job-portal/job/{jobId}/import/{importBatchId}: progress, counts and failed rows. */
export async function getImportBatch(jobId: string, batchId: string): Promise<ImportBatch> {
  const { data } = await apiClient.get<{ result: ImportBatch }>(`${importPath(jobId)}/${encodeURIComponent(batchId)}`);
  return data.result;
}

export const importBatchQueryOptions = (jobId: string, batchId: string) =>
  queryOptions({
    queryKey: jobImportKeys.batch(jobId, batchId),
    queryFn: () => getImportBatch(jobId, batchId),
    // Every second while the import runs; then the result stands.
    refetchInterval: (query) => (query.state.data && isImportRunning(query.state.data.status) ? IMPORT_POLL_MS : false),
  });
