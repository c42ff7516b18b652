import Papa from "papaparse";
import { IMPORT_FIELDS, type ImportFailure, type ImportMapping } from "./job-imports-schemas";

/**
 * The failed rows of an import as CSV: row number, reasons, then the row's original columns, so
 * the file can be fixed and imported again (the extra Row and Reasons columns map to no field).
 * Cells that a spreadsheet would run as a formula (= + - @, tab, carriage return) get a leading
 * apostrophe; a UTF-8 byte-order mark makes Excel read the accents right.
 */
export function failuresCsv(failures: readonly ImportFailure[], mapping: ImportMapping): string {
  // Stored values lose the file's column order (jsonb orders keys its own way): the mapped columns
  // come first in field order, then the others.
  const headers: string[] = IMPORT_FIELDS.map((field) => mapping[field]).filter((header): header is string => header !== undefined);
  for (const failure of failures) {
    for (const header of Object.keys(failure.values)) if (!headers.includes(header)) headers.push(header);
  }
  const rows = failures.map((failure) => [String(failure.row), failure.reasons.join("; "), ...headers.map((header) => failure.values[header] ?? "")]);
  const csv = Papa.unparse({ fields: ["Row", "Reasons", ...headers], data: rows }, { escapeFormulae: true, newline: "\r\n" });
  return `\uFEFF${csv}\r\n`;
}
