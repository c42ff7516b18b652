import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBatches } from "@/server/db/schema/job-imports";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePng } from "@/tests/storage/sample-files";
import { insertTestJob } from "./testing/import-test-job";
import { buildXlsx, postImportFile, STANDARD_MAPPING, toCsv } from "./testing/import-requests";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-imports-preview-"));
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

let owner: string;
let member: string;
let otherOwner: string;
let jobId: string;

const HEADER = ["Full name", "E-mail", "Phone number", "Experience", "IPK", "Skills"];
const csv = toCsv([
  HEADER,
  ["Siti Rahma", "siti@example.com", "+62 812-3456-7890", "Fresh Graduate", "3,65", "SQL; Python"],
  ["", "nobody@example.com", "", "", "", ""],
  ["Budi", "budi@", "", "1-3 Years", "", ""],
  ["Citra", "citra@example.com", "", "Senior Manager", "5", ""],
  ["Siti Again", "SITI@example.com", "", "5", "", ""],
  ["Dewi", "dewi@example.com", "", "", "", ""],
]);

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
  jobId = job.id;
  // Dewi applied through the careers page before the import.
  await addApplicant(ctx.database.db, job, { name: "Dewi", email: "dewi@example.com" }, { source: "applicant" });
});

describe("POST /v1/job-portal/job/{jobId}/import/preview", () => {
  it("suggests a mapping from the headers and counts what the import would do, row by row", async () => {
    const response = await postImportFile(ctx.app, owner, jobId, { data: csv, name: "applicants.csv" }, { preview: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const preview = response.body.result;
    expect(preview.headers).toEqual(HEADER);
    expect(preview.suggestedMapping).toEqual({ name: "Full name", email: "E-mail", phone: "Phone number", experienceLevel: "Experience", gpa: "IPK", skills: "Skills" });
    expect(preview.mapping).toEqual(preview.suggestedMapping);
    expect(preview.unmappedRequiredFields).toEqual([]);
    expect(preview).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 3, duplicateRowsInFile: 1, alreadyAppliedRows: 1 });
    expect(preview.rows.map((row: any) => [row.row, row.status])).toEqual([
      [2, "valid"],
      [3, "invalid"],
      [4, "invalid"],
      [5, "invalid"],
      [6, "duplicateInFile"],
      [7, "alreadyApplied"],
    ]);
    expect(preview.rows[0].values).toMatchObject({ name: "Siti Rahma", gpa: "3,65", experienceLevel: "Fresh Graduate" });
    expect(preview.rows[1].errors).toEqual([{ field: "name", message: "Name is required" }]);
    expect(preview.rows[2].errors).toEqual([{ field: "email", message: '"budi@" is not a valid email address' }]);
    expect(preview.rows[3].errors.map((error: any) => error.field)).toEqual(["experienceLevel", "gpa"]);
    expect(preview.rows[3].errors[0].message).toContain('Unknown experience level "Senior Manager"; use one of: Fresh Graduate');
    expect(preview.errorRows).toEqual([
      { row: 3, status: "invalid", errors: [{ field: "name", message: "Name is required" }] },
      { row: 4, status: "invalid", errors: [{ field: "email", message: '"budi@" is not a valid email address' }] },
      { row: 5, status: "invalid", errors: preview.rows[3].errors },
      { row: 6, status: "duplicateInFile", errors: [{ field: "email", message: "Duplicate email in this file (first on row 2)" }] },
    ]);
    expect(await ctx.database.db.select().from(importBatches)).toEqual([]);
  });

  it("uses the mapping sent, and says which required fields have no column", async () => {
    const response = await postImportFile(ctx.app, owner, jobId, { data: csv, name: "applicants.csv" }, { preview: true, mapping: { name: "Full name" } });
    expect(response.status).toBe(200);
    expect(response.body.result.mapping).toEqual({ name: "Full name" });
    expect(response.body.result.unmappedRequiredFields).toEqual(["email"]);
    expect(response.body.result.rows[0].errors).toEqual([{ field: "email", message: "Email is required" }]);
  });

  it("previews an XLSX file the same way", async () => {
    const xlsx = await buildXlsx([
      ["Full name", "Email", "GPA", "Experience level"],
      ["Eka", "eka@example.com", 3.2, "4-5 Years"],
      ["Fajar", "fajar@example.com", 4.5, "6"],
    ]);
    const response = await postImportFile(ctx.app, owner, jobId, { data: xlsx, name: "applicants.xlsx", type: "application/octet-stream" }, { preview: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ totalRows: 2, validRows: 1, invalidRows: 1 });
    expect(response.body.result.rows[0].values).toMatchObject({ name: "Eka", gpa: "3.2", experienceLevel: "4-5 Years" });
    expect(response.body.result.rows[1].errors).toEqual([{ field: "gpa", message: 'GPA must be a number from 0 to 4 (got "4.5")' }]);
  });

  it("refuses bad files with the file field named: empty, header only, not a spreadsheet, too many rows, too large", async () => {
    const cases: [string | Uint8Array, string, number, string][] = [
      ["", "empty.csv", 422, "The file is empty"],
      ["Full name,Email\n", "header.csv", 422, "The file has a header row but no applicants under it"],
      [new Uint8Array(samplePng), "photo.png", 415, "The file must be a CSV (UTF-8) or Excel (.xlsx) file"],
      ["Full name,Email\n" + Array.from({ length: 5001 }, (_, i) => `P${i},p${i}@example.com`).join("\n"), "big.csv", 422, "The file has 5,001 rows"],
    ];
    for (const [data, name, status, message] of cases) {
      const response = await postImportFile(ctx.app, owner, jobId, { data, name }, { preview: true });
      expect(response.status, name).toBe(status);
      expect(response.body.data.errors[0].field, name).toBe("file");
      expect(response.body.data.errors[0].message, name).toContain(message);
    }
    const huge = await postImportFile(ctx.app, owner, jobId, { data: "a".repeat(5 * 1024 * 1024 + 20 * 1024), name: "huge.csv" }, { preview: true });
    expect(huge.status).toBe(413);
    expect(huge.body.data.errors[0]).toEqual({ field: "file", message: "The file is larger than the limit of 5 MB" });
  });

  // A CSV with a NUL byte is refused as not text (415); in an .xlsx, Excel's escape _x0000_ reads as a NUL.
  it("marks a row with a NUL character in a mapped cell invalid, naming the column, and refuses a file whose header has one", async () => {
    const withNul = await buildXlsx([["Full name", "Email", "Notes"], ["Siti_x0000_Rahma", "siti.nul@example.com", ""], ["Budi", "budi.nul@example.com", "_x0000_"]]);
    const xlsx = { name: "nul.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" };
    const preview = await postImportFile(ctx.app, owner, jobId, { ...xlsx, data: withNul }, { preview: true, mapping: { name: "Full name", email: "Email" } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.result).toMatchObject({ totalRows: 2, validRows: 1, invalidRows: 1 });
    expect(preview.body.result.errorRows).toEqual([
      { row: 2, status: "invalid", errors: [{ field: "name", message: 'Column "Full name" contains a character that cannot be stored (a NUL character or an unpaired surrogate)' }] },
    ]);

    const badHeader = await postImportFile(ctx.app, owner, jobId, { ...xlsx, data: await buildXlsx([["Full name", "Em_x0000_ail"], ["Siti", "siti@example.com"]]) }, { preview: true });
    expect(badHeader.status).toBe(422);
    expect(badHeader.body.data.errors).toEqual([
      { field: "file", message: "The header of column 2 (row 1) contains a character that cannot be stored (a NUL character or an unpaired surrogate); retype it and upload again" },
    ]);
  });

  it("refuses a mapping that is not JSON, names an unknown field, or a column the file lacks", async () => {
    const notJson = await postImportFile(ctx.app, owner, jobId, { data: csv, name: "a.csv" }, { preview: true, mapping: "{name" });
    expect(notJson.status).toBe(422);
    expect(notJson.body.data.errors[0].field).toBe("mapping");
    const unknown = await postImportFile(ctx.app, owner, jobId, { data: csv, name: "a.csv" }, { preview: true, mapping: { name: "Full name", salary: "IPK" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors[0].field).toBe("mapping.salary");
    const missingColumn = await postImportFile(ctx.app, owner, jobId, { data: csv, name: "a.csv" }, { preview: true, mapping: { name: "Full name", email: "Mail" } });
    expect(missingColumn.status).toBe(422);
    expect(missingColumn.body.data.errors[0]).toEqual({ field: "mapping.email", message: 'The file has no column "Mail"' });
  });
});

describe("who may import", () => {
  it("refuses a member without Editor access to the job (403) and lets one with it in", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view" }]);
    const viewer = await postImportFile(ctx.app, member, jobId, { data: csv, name: "a.csv" }, { preview: true });
    expect(viewer.status).toBe(403);
    expect((await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/import`, { token: member })).status).toBe(403);

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [jobId] }]);
    const editor = await postImportFile(ctx.app, member, jobId, { data: csv, name: "a.csv" }, { preview: true });
    expect(editor.status).toBe(200);
    await setMemberPermissions(ctx.database.db, []);
  });

  it("answers 404 to another company, for the preview, the import and the batch reads", async () => {
    const preview = await postImportFile(ctx.app, otherOwner, jobId, { data: csv, name: "a.csv" }, { preview: true });
    expect(preview.status).toBe(404);
    const start = await postImportFile(ctx.app, otherOwner, jobId, { data: csv, name: "a.csv" }, { mapping: STANDARD_MAPPING });
    expect(start.status).toBe(404);
    expect((await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/import`, { token: otherOwner })).status).toBe(404);
    expect(await ctx.database.db.select().from(importBatches)).toEqual([]);
  });

  it("answers 404 for a job that does not exist and 422 for an id that is not one", async () => {
    expect((await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/00000000-0000-4000-8000-000000000000/import`, { token: owner })).status).toBe(404);
    const malformed = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/not-a-job/import`, { token: owner });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.errors[0].field).toBe("jobId");
  });
});
