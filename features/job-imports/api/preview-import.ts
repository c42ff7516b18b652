import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ImportMapping, ImportPreview } from "@/server/modules/job-imports/job-imports-schemas";
import { importFormData, importPath } from "./import-form-data";

/**
 * POST /v1/job-portal/job/{jobId}/import/preview (multipart: file, optional mapping): headers,
 * suggested mapping, counts and per-row errors. Nothing is stored.
 */
export async function previewImport(jobId: string, file: File, mapping?: ImportMapping): Promise<ImportPreview> {
  // The browser sets the multipart boundary itself.
  const { data } = await apiClient.post<{ result: ImportPreview }>(`${importPath(jobId)}/preview`, importFormData(file, mapping), { headers: { "Content-Type": undefined } });
  return data.result;
}

export function usePreviewImport(jobId: string) {
  return useMutation({ mutationFn: ({ file, mapping }: { file: File; mapping?: ImportMapping }) => previewImport(jobId, file, mapping) });
}
