import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ImportBatch, ImportMapping } from "@/server/modules/job-imports/job-imports-schemas";
import { importFormData, importPath } from "./import-form-data";
import { jobImportKeys } from "./job-import-keys";

/** POST /v1/job-portal/job/{jobId}/import (multipart: file, mapping): queues the import (202). */
export async function startImport(jobId: string, file: File, mapping: ImportMapping): Promise<ImportBatch> {
  const { data } = await apiClient.post<{ result: ImportBatch }>(importPath(jobId), importFormData(file, mapping), { headers: { "Content-Type": undefined } });
  return data.result;
}

export function useStartImport(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ImportMapping }) => startImport(jobId, file, mapping),
    onSuccess: (batch) => {
      queryClient.setQueryData(jobImportKeys.batch(jobId, batch.id), batch);
      return queryClient.invalidateQueries({ queryKey: jobImportKeys.imports(jobId), exact: true });
    },
  });
}
