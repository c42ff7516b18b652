import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { clientEnv } from "@/lib/env";
import { isExportRunning } from "@/server/modules/application-exports/application-exports-contract";
import type { ApplicationExport, ApplicationExportList } from "@/server/modules/application-exports/application-exports-schemas";
import { pipelineKeys } from "./pipeline-keys";

export type { ApplicationExport };

/** How often the exports are asked for their progress while one is being built. */
export const EXPORT_POLL_MS = 1000;

export const exportsPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/applications/exports`;

/** The export's file; a plain link, so the session cookie goes with it and the browser downloads. */
export function applicationExportFileUrl(jobId: string, exportId: string): string {
  return `${clientEnv.NEXT_PUBLIC_API_URL}${exportsPath(jobId)}/${encodeURIComponent(exportId)}/file`;
}

/** GET .../applications/exports: the caller's recent exports of the job, newest first. */
export async function getApplicationExports(jobId: string): Promise<ApplicationExport[]> {
  const { data } = await apiClient.get<{ result: ApplicationExportList }>(exportsPath(jobId));
  return data.result.docs;
}

export const applicationExportsQueryOptions = (jobId: string) =>
  queryOptions<ApplicationExport[], ApiClientError>({
    queryKey: pipelineKeys.exports(jobId),
    queryFn: () => getApplicationExports(jobId),
    // Every second while one is queued or running; then the list stands.
    refetchInterval: (query) => (query.state.data?.some((entry) => isExportRunning(entry.status)) ? EXPORT_POLL_MS : false),
  });

/** The recent exports, polled while one is being built. */
export function useApplicationExports(jobId: string) {
  return useQuery(applicationExportsQueryOptions(jobId));
}
