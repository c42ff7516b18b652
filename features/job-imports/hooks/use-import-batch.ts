import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isImportRunning } from "@/server/modules/job-imports/job-imports-contract";
import { importBatchQueryOptions } from "../api/get-import-batch";
import { jobImportKeys } from "../api/job-import-keys";

/** The batch, polled while it runs; when it finishes, the job's candidates and import list are refreshed. */
export function useImportBatch(jobId: string, batchId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(importBatchQueryOptions(jobId, batchId));
  const finished = query.data !== undefined && !isImportRunning(query.data.status);
  useEffect(() => {
    // New applicants change the job's counts and candidate lists.
    if (finished) void queryClient.invalidateQueries({ queryKey: jobImportKeys.job(jobId) });
  }, [finished, jobId, queryClient]);
  return query;
}
