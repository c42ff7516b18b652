import { IMPORT_FILE_FIELD } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportMapping } from "@/server/modules/job-imports/job-imports-schemas";

/** The multipart body both import calls take: the file, and the mapping as JSON when there is one. */
export function importFormData(file: File, mapping?: ImportMapping): FormData {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  return form;
}

export const importPath = (jobId: string) => `/v1/job-portal/job/${encodeURIComponent(jobId)}/import`;
