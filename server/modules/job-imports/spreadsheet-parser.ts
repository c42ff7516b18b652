import ExcelJS from "exceljs";
import Papa from "papaparse";
import { hasUnstorableText, UNSTORABLE_MESSAGE } from "@/server/lib/unstorable-text";
import { importFileRefused } from "./job-imports-errors";
import { IMPORT_ERROR_CODES, IMPORT_MAX_ROWS } from "./job-imports-schemas";
import { XLSX_MAX_COLUMNS, xlsxLimitProblem } from "./xlsx-unpacked-limits";

/** A data row: its 1-based row number in the file (the header is row 1) and its cells by header. */
export type SheetRow = { row: number; values: Record<string, string> };
export type ParsedSheet = { headers: string[]; rows: SheetRow[] };

export type SpreadsheetFormat = "csv" | "xlsx";

/**
 * Reads a checked CSV or XLSX file: the first non-empty row holds the headers, cells are trimmed,
 * fully empty rows are skipped (row numbers still count them, so they match the spreadsheet), and
 * more than IMPORT_MAX_ROWS data rows, or none, is a 422 on `file`.
 */
export async function parseSpreadsheet(data: Uint8Array, format: SpreadsheetFormat): Promise<ParsedSheet> {
  const lines = format === "csv" ? readCsv(data) : await readXlsx(data);
  return toSheet(lines);
}

type NumberedLine = { row: number; cells: string[] };

function readCsv(data: Uint8Array): NumberedLine[] {
  // A UTF-8 byte-order mark (Excel writes one) is not part of the first header.
  const text = new TextDecoder("utf-8").decode(data).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: delimiterOf(text) });
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) {
    throw importFileRefused(IMPORT_ERROR_CODES.unreadableFile, `The CSV has an unclosed quote on row ${(fatal.row ?? 0) + 1}; fix it and upload again`);
  }
  return parsed.data.map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => String(cell ?? "")) }));
}

/**
 * The separator the header row uses most: comma, or semicolon (spreadsheets in Indonesian and
 * European locales save "CSV" with semicolons), tab or pipe. Headers rarely contain any of them.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  const outsideQuotes = header.replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\t", "|"].map((delimiter) => ({ delimiter, count: outsideQuotes.split(delimiter).length - 1 }));
  const best = counts.reduce((winner, candidate) => (candidate.count > winner.count ? candidate : winner));
  return best.count > 0 ? best.delimiter : ",";
}

const MAX_CELLS = (IMPORT_MAX_ROWS + 1) * XLSX_MAX_COLUMNS;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Refuses an archive past the unpacked limits before exceljs holds it in memory (xlsx-unpacked-limits.ts). */
async function assertWithinUnpackedLimits(data: Uint8Array): Promise<void> {
  const problem = await xlsxLimitProblem(data, MAX_CELLS);
  if (problem?.kind === "unreadable") throw importFileRefused(IMPORT_ERROR_CODES.unreadableFile, "The Excel file could not be read; save it again as .xlsx and upload it");
  if (problem?.kind === "unpackedSize") {
    throw importFileRefused(IMPORT_ERROR_CODES.unpacksTooLarge, `The Excel file unpacks to more than ${megabytes(problem.limitBytes)}, the limit for an import. Remove other sheets and formatting, or save it as CSV`);
  }
  if (problem?.kind === "cells") {
    throw importFileRefused(
      IMPORT_ERROR_CODES.tooManyCells,
      `The Excel file has more than ${problem.limitCells.toLocaleString("en-US")} cells, the limit for an import (${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows of ${XLSX_MAX_COLUMNS} columns). Remove other sheets and columns, or split it`,
    );
  }
}

async function readXlsx(data: Uint8Array): Promise<NumberedLine[]> {
  await assertWithinUnpackedLimits(data);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Buffer's generic parameter.
    await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  } catch {
    throw importFileRefused(IMPORT_ERROR_CODES.unreadableFile, "The Excel file could not be read; save it again as .xlsx and upload it");
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) return [];
  const lines: NumberedLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    lines.push({ row: rowNumber, cells: Array.from(cells, (cell) => cell ?? "") });
  });
  return lines;
}

/** What the cell shows: formulas by their result, links by their text, numbers without float noise. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(Number(value.toPrecision(12)));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object" && "result" in value) {
    const result = value.result;
    if (result === undefined || result === null || typeof result === "object") return "";
    return typeof result === "number" ? String(Number(result.toPrecision(12))) : String(result);
  }
  return cell.text ?? "";
}

function toSheet(lines: NumberedLine[]): ParsedSheet {
  const trimmed = lines.map((line) => ({ row: line.row, cells: line.cells.map((cell) => cell.trim()) }));
  const nonEmpty = trimmed.filter((line) => line.cells.some((cell) => cell !== ""));
  const [headerLine, ...dataLines] = nonEmpty;
  if (!headerLine) throw importFileRefused(IMPORT_ERROR_CODES.noRows, "The file is empty: put the column headers in the first row and one applicant per row under it");
  if (dataLines.length === 0) throw importFileRefused(IMPORT_ERROR_CODES.noRows, "The file has a header row but no applicants under it");
  if (dataLines.length > IMPORT_MAX_ROWS) {
    throw importFileRefused(
      IMPORT_ERROR_CODES.tooManyRows,
      `The file has ${dataLines.length.toLocaleString("en-US")} rows; the limit is ${IMPORT_MAX_ROWS.toLocaleString("en-US")} per import. Split it into smaller files`,
    );
  }
  const headers = uniqueHeaders(headerLine.cells);
  // Headers name the columns in the stored mapping and failure report, so a cell the database
  // cannot hold refuses the file; the same in a data cell only refuses its row (row validation).
  const unstorableHeader = headers.findIndex(hasUnstorableText);
  if (unstorableHeader >= 0) {
    throw importFileRefused(IMPORT_ERROR_CODES.unreadableFile, `The header of column ${unstorableHeader + 1} (row ${headerLine.row}) ${UNSTORABLE_MESSAGE}; retype it and upload again`);
  }
  const rows = dataLines.map((line) => ({
    row: line.row,
    values: Object.fromEntries(headers.map((header, index) => [header, line.cells[index] ?? ""])),
  }));
  return { headers, rows };
}

/** Blank headers get "Column N"; a repeated header gets " (2)", " (3)" so each column has a name. */
function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell === "" ? `Column ${index + 1}` : cell;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
