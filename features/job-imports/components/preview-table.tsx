import { cn } from "@/lib/cn";
import { IMPORT_FIELD_DEFINITIONS, IMPORT_PREVIEW_ROWS } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportPreview, ImportRowStatus } from "@/server/modules/job-imports/job-imports-schemas";

export const ROW_STATUS_LABELS: Record<ImportRowStatus, string> = {
  valid: "Will be added",
  invalid: "Invalid",
  duplicateInFile: "Duplicate in file",
  alreadyApplied: "Already applied",
};

const STATUS_CLASSES: Record<ImportRowStatus, string> = {
  valid: "bg-green-50 text-green-800",
  invalid: "bg-red-50 text-red-800",
  duplicateInFile: "bg-amber-50 text-amber-800",
  alreadyApplied: "bg-gray-100 text-gray-700",
};

/** The first rows as they would be imported; a cell in error shows its reason under the value. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const fields = IMPORT_FIELD_DEFINITIONS.filter((field) => preview.mapping[field.key]);
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white" role="region" aria-label="Preview of the rows" tabIndex={0}>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">The first {Math.min(IMPORT_PREVIEW_ROWS, preview.totalRows)} rows of the file</caption>
        <thead className="bg-gray-50 text-xs font-semibold text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            {fields.map((field) => (
              <th key={field.key} scope="col" className="px-3 py-2 whitespace-nowrap">
                {field.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {preview.rows.map((row) => (
            <tr key={row.row}>
              <th scope="row" className="px-3 py-2 font-normal text-gray-500">
                {row.row}
              </th>
              {fields.map((field) => {
                const errors = row.errors.filter((error) => error.field === field.key);
                return (
                  <td key={field.key} className={cn("max-w-60 px-3 py-2 align-top", errors.length > 0 && "bg-red-50")}>
                    <span className="break-words text-gray-900">{row.values[field.key] || <span className="text-gray-500">—</span>}</span>
                    {errors.map((error) => (
                      <span key={error.message} className="mt-0.5 block text-xs text-red-700">
                        {error.message}
                      </span>
                    ))}
                  </td>
                );
              })}
              <td className="px-3 py-2 align-top">
                <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", STATUS_CLASSES[row.status])}>{ROW_STATUS_LABELS[row.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
