import { clientEnv } from "@/lib/env";
import { importTemplateCsv } from "@/server/modules/job-imports/job-imports-contract";

/** The failed rows as CSV; a plain link, so the session cookie goes with it and the browser downloads. */
export function failuresCsvUrl(jobId: string, batchId: string): string {
  return `${clientEnv.NEXT_PUBLIC_API_URL}/v1/job-portal/job/${encodeURIComponent(jobId)}/import/${encodeURIComponent(batchId)}/failures.csv`;
}

/** The template with the expected headers and an example row, as a data address for a download link. */
export function templateCsvHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;
}
