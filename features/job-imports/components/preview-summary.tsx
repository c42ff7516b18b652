"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImportPreview } from "@/server/modules/job-imports/job-imports-schemas";
import { PreviewTable } from "./preview-table";

const ERROR_PAGE = 100;

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-3">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`text-2xl font-semibold ${tone}`}>{value.toLocaleString("en-US")}</dd>
    </div>
  );
}

/** What the import would do: the counts, the first rows, and every row it would not take. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const [shown, setShown] = useState(ERROR_PAGE);
  return (
    <section aria-labelledby="import-preview-heading" className="flex flex-col gap-4">
      <h2 id="import-preview-heading" className="text-lg font-semibold text-gray-900">
        Preview of {preview.totalRows.toLocaleString("en-US")} rows
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Count label="Valid" value={preview.validRows} tone="text-green-700" />
        <Count label="Invalid" value={preview.invalidRows} tone="text-red-700" />
        <Count label="Duplicates in file" value={preview.duplicateRowsInFile} tone="text-amber-700" />
        <Count label="Already applied" value={preview.alreadyAppliedRows} tone="text-gray-700" />
      </dl>
      <PreviewTable preview={preview} />
      {preview.errorRows.length > 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 className="text-sm font-semibold text-red-900">Rows that will not be imported ({preview.errorRows.length.toLocaleString("en-US")})</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-red-900" aria-label="Rows that will not be imported">
            {preview.errorRows.slice(0, shown).map((row) => (
              <li key={row.row}>
                <span className="font-medium">Row {row.row}:</span> {row.errors.map((error) => error.message).join("; ")}
              </li>
            ))}
          </ul>
          {preview.errorRows.length > shown ? (
            <Button type="button" variant="link" size="inline" className="mt-2 h-8" onClick={() => setShown(shown + ERROR_PAGE)}>
              Show {Math.min(ERROR_PAGE, preview.errorRows.length - shown)} more
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
