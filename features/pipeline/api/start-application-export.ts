import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ApplicationExport } from "@/server/modules/application-exports/application-exports-schemas";
import type { ApplicationExportFormat } from "@/server/modules/pipeline/pipeline-contract";
import type { ApplicationsQuery } from "./get-applications";
import { applicationExportsQueryOptions, exportsPath } from "./get-application-exports";

export type StartExportInput = { format: ApplicationExportFormat; filter: Omit<ApplicationsQuery, "page" | "limit"> };

/** POST .../applications/exports: queues the export of the current filter (202). */
export async function startApplicationExport(jobId: string, input: StartExportInput): Promise<ApplicationExport> {
  const { data } = await apiClient.post<{ result: ApplicationExport }>(exportsPath(jobId), input);
  return data.result;
}

export function useStartApplicationExport(jobId: string) {
  const queryClient = useQueryClient();
  const listKey = applicationExportsQueryOptions(jobId).queryKey;
  return useMutation<ApplicationExport, ApiClientError, StartExportInput>({
    mutationFn: (input) => startApplicationExport(jobId, input),
    onSuccess: (started) => {
      // Shown at once at the top of the list; the refetch then polls its progress.
      queryClient.setQueryData<ApplicationExport[]>(listKey, (list) => [started, ...(list ?? []).filter((entry) => entry.id !== started.id)]);
      return queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
}
