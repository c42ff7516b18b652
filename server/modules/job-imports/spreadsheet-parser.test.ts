import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/api/errors";
import { checkSpreadsheetUpload } from "@/server/storage/upload-policy";
import { samplePng, zip } from "@/tests/storage/sample-files";
import { IMPORT_MAX_ROWS } from "./job-imports-schemas";
import { parseSpreadsheet } from "./spreadsheet-parser";
import { buildXlsx } from "./testing/import-requests";
import { XLSX_MAX_COLUMNS, XLSX_MAX_UNPACKED_BYTES, xlsxLimitProblem } from "./xlsx-unpacked-limits";

const encode = (text: string) => new TextEncoder().encode(text);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("parseSpreadsheet (CSV)", () => {
  it("takes the first row as headers, trims cells, skips empty rows and keeps file row numbers", async () => {
    const csv = "\uFEFF Full name , Email \n  Siti  ,siti@example.com \n\n , \nBudi,budi@example.com\n";
    const sheet = await parseSpreadsheet(encode(csv), "csv");
    expect(sheet.headers).toEqual(["Full name", "Email"]);
    expect(sheet.rows).toEqual([
      { row: 2, values: { "Full name": "Siti", Email: "siti@example.com" } },
      { row: 5, values: { "Full name": "Budi", Email: "budi@example.com" } },
    ]);
  });

  it("reads semicolon-separated files and quoted cells with commas", async () => {
    const sheet = await parseSpreadsheet(encode('Name;Skills\nSiti;"SQL, Python"\n'), "csv");
    expect(sheet.rows[0]!.values).toEqual({ Name: "Siti", Skills: "SQL, Python" });
  });

  it("names blank and repeated headers so every column can be mapped", async () => {
    const sheet = await parseSpreadsheet(encode("Email,,Email\na@b.co,x,c@d.co\n"), "csv");
    expect(sheet.headers).toEqual(["Email", "Column 2", "Email (2)"]);
  });

  it("refuses a file without data rows, and one over the row limit, on the file field", async () => {
    const headerOnly = await refusal(parseSpreadsheet(encode("Name,Email\n\n"), "csv"));
    expect(headerOnly.status).toBe(422);
    expect(headerOnly.fieldErrors[0]).toEqual({ field: "file", message: "The file has a header row but no applicants under it" });

    const tooMany = "Name,Email\n" + Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},p${i}@example.com`).join("\n");
    const error = await refusal(parseSpreadsheet(encode(tooMany), "csv"));
    expect(error.status).toBe(422);
    expect(error.code).toBe("IMPORT_TOO_MANY_ROWS");
    expect(error.fieldErrors[0]!.message).toBe("The file has 5,001 rows; the limit is 5,000 per import. Split it into smaller files");
  });

  it("accepts exactly the row limit", async () => {
    const csv = "Name,Email\n" + Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => `P${i},p${i}@example.com`).join("\n");
    expect((await parseSpreadsheet(encode(csv), "csv")).rows).toHaveLength(IMPORT_MAX_ROWS);
  });
});

describe("parseSpreadsheet (XLSX)", () => {
  it("reads the first sheet built with exceljs: headers, trimmed text, numbers, empty rows skipped", async () => {
    const xlsx = await buildXlsx([
      ["Full name", "Email", "GPA"],
      ["  Siti Rahma ", "siti@example.com", 3.65],
      [null, null, null],
      ["Budi", "budi@example.com", 3],
    ]);
    const sheet = await parseSpreadsheet(xlsx, "xlsx");
    expect(sheet.headers).toEqual(["Full name", "Email", "GPA"]);
    expect(sheet.rows).toEqual([
      { row: 2, values: { "Full name": "Siti Rahma", Email: "siti@example.com", GPA: "3.65" } },
      { row: 4, values: { "Full name": "Budi", Email: "budi@example.com", GPA: "3" } },
    ]);
  });

  it("refuses an unreadable workbook on the file field", async () => {
    const error = await refusal(parseSpreadsheet(encode("PK\u0003\u0004 not really a zip"), "xlsx"));
    expect(error.status).toBe(422);
    expect(error.fieldErrors[0]!.field).toBe("file");
  });
});

describe("checkSpreadsheetUpload", () => {
  it("takes UTF-8 text as CSV and an .xlsx by its content", async () => {
    expect((await checkSpreadsheetUpload({ data: encode("Name,Email\nA,a@b.co\n"), field: "file", fileName: "list.csv" })).extension).toBe("csv");
    const xlsx = await buildXlsx([["Name"], ["A"]]);
    expect((await checkSpreadsheetUpload({ data: xlsx, field: "file", fileName: "list.xlsx" })).extension).toBe("xlsx");
  });

  it("refuses binary files, text that is not UTF-8, and a CSV named as another type", async () => {
    for (const [data, name] of [
      [samplePng, "photo.png"],
      [samplePng, "applicants.csv"],
    ] as const) {
      const error = await refusal(checkSpreadsheetUpload({ data: new Uint8Array(data), field: "file", fileName: name }));
      expect(error.status).toBe(415);
      expect(error.fieldErrors[0]!.field).toBe("file");
    }
    const latin1 = new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9, 0x0a]);
    const notUtf8 = await refusal(checkSpreadsheetUpload({ data: latin1, field: "file", fileName: "list.csv" }));
    expect(notUtf8.fieldErrors[0]!.message).toBe("The file must be a CSV saved as UTF-8, or an Excel (.xlsx) file");
    const misnamed = await refusal(checkSpreadsheetUpload({ data: encode("Name\nA\n"), field: "file", fileName: "list.xlsx" }));
    expect(misnamed.status).toBe(415);
  });

  it("refuses an empty file (422) and one over the size limit (413)", async () => {
    expect((await refusal(checkSpreadsheetUpload({ data: new Uint8Array(), field: "file" }))).status).toBe(422);
    expect((await refusal(checkSpreadsheetUpload({ data: encode("a".repeat(2048)), field: "file", maxBytes: 1024 }))).status).toBe(413);
  });
});

describe("parseSpreadsheet (XLSX) against archives built to exhaust memory", () => {
  it("refuses a file that unpacks past the limit, whatever size it declares, before reading it", async () => {
    // Every entry claims 4 KB unpacked.
    const bomb = new Uint8Array(
      zip({ "[Content_Types].xml": "<Types/>", "xl/worksheets/sheet1.xml": Buffer.alloc(XLSX_MAX_UNPACKED_BYTES + 1024 * 1024, 0x20) }, { deflate: true, declaredSize: () => 4096 }),
    );
    expect(bomb.length).toBeLessThan(100_000);
    const error = await refusal(parseSpreadsheet(bomb, "xlsx"));
    expect(error.status).toBe(422);
    expect(error.code).toBe("IMPORT_FILE_UNPACKS_TOO_LARGE");
    expect(error.fieldErrors).toEqual([{ field: "file", message: "The Excel file unpacks to more than 40 MB, the limit for an import. Remove other sheets and formatting, or save it as CSV" }]);
  });

  it("refuses a sheet with more cells than an import may hold, counted before parsing", async () => {
    const cells = (IMPORT_MAX_ROWS + 1) * XLSX_MAX_COLUMNS + 1;
    const sheet = Buffer.from(`<worksheet><sheetData><row r="1">${'<c t="n"><v>1</v></c>'.repeat(cells)}</row></sheetData></worksheet>`);
    const error = await refusal(parseSpreadsheet(new Uint8Array(zip({ "xl/worksheets/sheet1.xml": sheet }, { deflate: true })), "xlsx"));
    expect(error.code).toBe("IMPORT_TOO_MANY_CELLS");
    expect(error.fieldErrors[0]!.message).toBe(
      "The Excel file has more than 500,100 cells, the limit for an import (5,000 rows of 100 columns). Remove other sheets and columns, or split it",
    );
  });

  it("lets a real workbook through, and counts only worksheet cells", async () => {
    const xlsx = await buildXlsx([["Name", "Email"], ...Array.from({ length: 200 }, (_, index) => [`Talent ${index}`, `t${index}@example.com`])]);
    expect(await xlsxLimitProblem(xlsx, 402)).toBeNull();
    expect(await xlsxLimitProblem(xlsx, 401)).toEqual({ kind: "cells", limitCells: 401 });
    expect((await parseSpreadsheet(xlsx, "xlsx")).rows).toHaveLength(200);
  });
});
