import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { ApplicationExportFormat } from "@/server/modules/pipeline/pipeline-contract";

/** One cell of an export: text, a number, a moment, or empty. */
export type ExportCell = string | number | Date | null;

/**
 * Writes an export file row batch by row batch to a path on disk, so a 10,000-applicant job is
 * never held in memory as a sheet. `finish` closes the file; `abort` gives up on it.
 */
export type ExportFileWriter = {
  writeRows(rows: readonly ExportCell[][]): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

export function createExportFileWriter(format: ApplicationExportFormat, path: string, headers: readonly string[]): ExportFileWriter {
  return format === "csv" ? createCsvWriter(path, headers) : createXlsxWriter(path, headers);
}

const csvCell = (cell: ExportCell): string => (cell === null ? "" : cell instanceof Date ? cell.toISOString() : String(cell));

/**
 * CSV in UTF-8 with a byte-order mark (so Excel reads accents right) and CRLF line ends. Cells a
 * spreadsheet would run as a formula (starting with = + - @, tab or carriage return) get a leading
 * apostrophe: papaparse's escapeFormulae.
 */
function createCsvWriter(path: string, headers: readonly string[]): ExportFileWriter {
  const stream = createWriteStream(path, { encoding: "utf8" });
  let started = false;
  const write = async (text: string) => {
    if (!stream.write(text)) await once(stream, "drain");
  };
  const unparse = (rows: readonly (readonly string[])[]) => `${Papa.unparse(rows as string[][], { escapeFormulae: true, newline: "\r\n" })}\r\n`;
  const start = async () => {
    if (started) return;
    started = true;
    await write(`\uFEFF${unparse([[...headers]])}`);
  };
  return {
    async writeRows(rows) {
      await start();
      if (rows.length > 0) await write(unparse(rows.map((row) => row.map(csvCell))));
    },
    async finish() {
      await start();
      await closeStream(stream);
    },
    abort: () => closeStream(stream),
  };
}

async function closeStream(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  stream.end();
  await once(stream, "close");
}

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is added, so memory stays
 * flat. Text is written as text cells (never formulas), dates as date cells.
 */
function createXlsxWriter(path: string, headers: readonly string[]): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Applications", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, key: header, width: Math.min(Math.max(header.length + 4, 14), 40) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let closed = false;
  return {
    async writeRows(rows) {
      for (const row of rows) {
        const added = sheet.addRow([...row]);
        row.forEach((cell, index) => {
          if (cell instanceof Date) added.getCell(index + 1).numFmt = "yyyy-mm-dd hh:mm";
        });
        added.commit();
      }
    },
    async finish() {
      closed = true;
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      if (closed) return;
      closed = true;
      // The file is thrown away; committing closes its stream so the path can be removed.
      await workbook.commit().catch(() => undefined);
    },
  };
}
