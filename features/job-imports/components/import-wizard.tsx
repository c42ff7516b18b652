"use client";

import { Download } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorDisplay, toastError } from "@/components/ui/error-display";
import { toApiClientError } from "@/lib/api-error";
import { jobPaths } from "@/lib/routes";
import { IMPORT_FIELDS } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportField, ImportMapping, ImportPreview } from "@/server/modules/job-imports/job-imports-schemas";
import { usePreviewImport } from "../api/preview-import";
import { useStartImport } from "../api/start-import";
import { templateCsvHref } from "../lib/import-links";
import { ColumnMappingForm } from "./column-mapping-form";
import { FileDropZone } from "./file-drop-zone";
import { PreviewSummary } from "./preview-summary";

/** The server's mapping errors (`mapping.email`, ...) by field. */
function mappingErrorsOf(error: unknown): Partial<Record<ImportField, string>> {
  const errors: Partial<Record<ImportField, string>> = {};
  for (const { field, message } of toApiClientError(error).fieldErrors) {
    const key = field.replace(/^mapping\./, "") as ImportField;
    if (field.startsWith("mapping.") && (IMPORT_FIELDS as readonly string[]).includes(key)) errors[key] ??= message;
  }
  return errors;
}

/**
 * /job-post/[id]/import: pick a file, map its columns to fields (pre-filled from the headers), see
 * what would happen, then start the import and follow it on its result page.
 */
export function ImportWizard({ jobId }: { jobId: string }) {
  const router = useRouter();
  const preview = usePreviewImport(jobId);
  const start = useStartImport(jobId);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [result, setResult] = useState<ImportPreview | null>(null);
  // Only the answer to the latest preview counts when the columns change faster than it answers.
  const latestPreview = useRef(0);

  const runPreview = async (chosen: File, nextMapping?: ImportMapping) => {
    start.reset();
    const request = ++latestPreview.current;
    try {
      const answer = await preview.mutateAsync({ file: chosen, mapping: nextMapping });
      if (request !== latestPreview.current) return;
      setResult(answer);
      setMapping(answer.mapping as ImportMapping);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setMapping({});
    void runPreview(chosen);
  };

  const changeMapping = (next: ImportMapping) => {
    setMapping(next);
    if (file) void runPreview(file, next);
  };

  const importNow = async () => {
    if (!file) return;
    try {
      const batch = await start.mutateAsync({ file, mapping });
      router.push(jobPaths.importBatch(jobId, batch.id));
    } catch (error) {
      if (Object.keys(mappingErrorsOf(error)).length === 0) toastError(error);
    }
  };

  const toCreate = result?.validRows ?? 0;
  const canImport = result !== null && result.unmappedRequiredFields.length === 0 && toCreate > 0 && !preview.isPending;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="import-file-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="import-file-heading" className="text-lg font-semibold text-gray-900">
            1. Choose a file
          </h2>
          <a href={templateCsvHref()} download="applicants-template.csv" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <Download className="size-4" aria-hidden />
            Download CSV template
          </a>
        </div>
        <FileDropZone onFile={chooseFile} busy={preview.isPending && result === null} fileName={file?.name ?? null} />
        {preview.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
            <ErrorDisplay error={preview.error} showCopy={false} />
          </div>
        ) : null}
      </section>

      {result ? (
        <>
          <section aria-labelledby="import-mapping-heading" className="flex flex-col gap-3">
            <h2 id="import-mapping-heading" className="text-lg font-semibold text-gray-900">
              2. Match the columns
            </h2>
            <p className="text-sm text-gray-600">We matched the columns by their headers. Check each field; columns you leave out are not imported.</p>
            <ColumnMappingForm headers={result.headers} mapping={mapping} onChange={changeMapping} errors={mappingErrorsOf(start.error)} disabled={start.isPending} />
          </section>
          <div aria-busy={preview.isPending} className={preview.isPending ? "opacity-60" : undefined}>
            <PreviewSummary preview={result} />
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
            {toCreate === 0 ? <p className="text-sm text-gray-600">No row can be added as it is: fix the file or the columns and choose it again.</p> : null}
            <Button type="button" size="lg" disabled={!canImport} loading={start.isPending} onClick={() => void importNow()}>
              Import {toCreate.toLocaleString("en-US")} {toCreate === 1 ? "applicant" : "applicants"}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
