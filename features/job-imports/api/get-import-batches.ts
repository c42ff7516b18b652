import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ImportBatchSummary, ImportBatchList } from "@/server/modules/job-imports/job-imports-schemas";
import { importPath } from "./import-form-data";
import { jobImportKeys } from "./job-import-keys";

/** GET /v1/job-portal/job/{jobId}/import: the job's imports, newest first. */
export async function getImportBatches(jobId: string): Promise<ImportBatchSummary[]> {
  const { data } = await apiClient.get<{ result: ImportBatchList }>(importPath(jobId));
  return data.result.docs;
}

export const importBatchesQueryOptions = (jobId: string) => queryOptions({ queryKey: jobImportKeys.imports(jobId), queryFn: () => getImportBatches(jobId) });

export function useImportBatches(jobId: string) {
  return useQuery(importBatchesQueryOptions(jobId));
}
