import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { notifications } from "@/server/db/schema/notifications";
import { applicationExports } from "@/server/db/schema/pipeline";
import { demoIds } from "@/server/db/seed/demo-ids";
import { jobHandlers } from "@/server/jobs/job-handlers";
import type { QueuedJob } from "@/server/jobs/queue";
import { startWorker, type Worker } from "@/server/jobs/worker";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { applicationExportSchema, type ApplicationExport } from "./application-exports-schemas";
import { EXPORT_APPLICATIONS_JOB, readApplicationExportFile } from "./application-exports-service";
import { createExportApplicationsJob, exportFileName } from "./export-jobs";
import { purgeExpiredExports } from "./expired-exports";
import { addTestApplicants, insertTestExport } from "./testing/application-fixtures";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-exports-"));
const storage = createLocalDiskStorage(uploads);
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = storage;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const log = pino({ level: "silent" });
let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/** Runs every due job with the app's real handler table, as the background worker does. */
async function runQueuedJobs() {
  worker ??= startWorker({ db: ctx.database.db, log, handlers: jobHandlers, pollIntervalMs: 60_000 });
  await worker.drain();
}

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 0, 0));

let owner: string;
let member: string;
let job: Awaited<ReturnType<typeof insertJob>>;

const exportsPath = (jobId = job.id) => `/api/v1/job-portal/job/${jobId}/applications/exports`;

async function startExport(body: unknown, token = owner) {
  const response = await requestJson(ctx.app, "POST", exportsPath(), { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return applicationExportSchema.parse(response.body.result);
}

async function getExport(exportId: string, token = owner): Promise<ApplicationExport> {
  const response = await requestJson(ctx.app, "GET", `${exportsPath()}/${exportId}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return applicationExportSchema.parse(response.body.result);
}

async function downloadExport(exportId: string, token = owner) {
  const response = await ctx.app.request(`${exportsPath()}/${exportId}/file`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

async function readXlsx(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings predate Buffer's generic parameter.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** The export's background job row, to call its handler directly (attempts and clock under the test's control). */
async function queuedJobOf(exportId: string): Promise<QueuedJob> {
  const [row] = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `export:${exportId}`));
  return row!;
}

async function runHandler(handler: ReturnType<typeof createExportApplicationsJob>, exportId: string, isLastAttempt = true) {
  const queued = await queuedJobOf(exportId);
  await handler(queued.payload, { db: ctx.database.db, log, job: queued, isLastAttempt });
  // Keep the worker of other tests from running it again.
  await ctx.database.db.update(backgroundJobs).set({ status: "done" }).where(eq(backgroundJobs.id, queued.id));
}

async function notificationsOf(userId: string, type: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, type)));
}

const FORMULA = '=HYPERLINK("http://evil.test","Click")';

beforeAll(async () => {
  const db = ctx.database.db;
  await setFlag(db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
  job = await insertJob(db, { role: "Export Analyst" });
  await addTestApplicants(db, job, [
    { name: "Ayu Lestari", appliedAt: at(1), gender: "female", gpa: 3.9, university: "Universitas Indonesia", phone: "+62 812 0000 0001", experienceLevel: 0 },
    { name: "Bima Sakti", appliedAt: at(2), gender: "male", gpa: 3.1, expectedSalary: 9_000_000 },
    { name: FORMULA, appliedAt: at(3), gender: "female", university: "@SUM(1+1)", traits: ["ambitious", "strongLeadership"] },
    { name: "Dina Rahma", appliedAt: at(4), gender: "female", stepKey: "accepted", status: "accepted", techTestStatus: "submitted", techTestDeadlineAt: at(10) },
    { name: "Eka Putra", appliedAt: at(5), gender: "male" },
  ]);
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
});

describe("an export to CSV", () => {
  it("queues the export and its job together, builds the filtered rows in the filter's sort, and notifies the requester", async () => {
    const queued = await startExport({ format: "csv", filter: { gender: ["female"], sortParam: "applicationDate", sortDir: "asc" } });
    expect(queued).toMatchObject({ format: "csv", status: "queued", processedRows: 0, totalRows: null, fileName: null, downloadable: false, expiresAt: null });
    const [stored] = await ctx.database.db.select().from(applicationExports).where(eq(applicationExports.id, queued.id));
    expect(stored).toMatchObject({ requestedByUserId: demoIds.demoOwner, filter: { gender: ["female"], sortParam: "applicationDate", sortDir: "asc" } });
    const backgroundJob = await queuedJobOf(queued.id);
    expect(backgroundJob).toMatchObject({ type: EXPORT_APPLICATIONS_JOB, payload: { exportId: queued.id }, maxAttempts: 3 });

    await runQueuedJobs();

    const done = await getExport(queued.id);
    expect(done).toMatchObject({ status: "done", totalRows: 3, processedRows: 3, downloadable: true, error: null });
    expect(done.fileName).toMatch(/^export-analyst-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.finishedAt!)).toBe(7 * DAY_MS);

    const file = await downloadExport(queued.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${done.fileName}"`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const [headers, ...rows] = readCsv(file.bytes);
    expect(headers).toEqual([
      "Name",
      "Email",
      "Phone",
      "Step",
      "Status",
      "Applied",
      "Source",
      "Experience",
      "University",
      "Major",
      "GPA",
      "Gender",
      "Age",
      "School type",
      "Traits",
      "Rank",
      "Company types",
      "Expected salary (IDR)",
      "TOEFL",
      "Tech test status",
      "Tech test deadline",
      "Tech test submitted",
      "Portfolio",
    ]);
    const column = (name: string) => headers!.indexOf(name);
    // Only the women, oldest application first.
    expect(rows.map((row) => row[column("Name")])).toEqual(["Ayu Lestari", `'${FORMULA}`, "Dina Rahma"]);
    const [ayu, formula, dina] = rows as [string[], string[], string[]];
    expect(ayu[column("Phone")]).toBe("'+62 812 0000 0001");
    expect(ayu[column("Step")]).toBe("CV Screening");
    expect(ayu[column("Status")]).toBe("Pending");
    expect(ayu[column("Applied")]).toBe(at(1).toISOString());
    expect(ayu[column("Experience")]).toBe("Fresh Graduate");
    expect(ayu[column("GPA")]).toBe("3.9");
    expect(ayu[column("Gender")]).toBe("Female");
    expect(ayu[column("Source")]).toBe("Applicant");
    expect(formula[column("University")]).toBe("'@SUM(1+1)");
    expect(formula[column("Traits")]).toBe("Ambitious, Strong Leadership");
    expect(dina[column("Step")]).toBe("CV Shortlisted");
    expect(dina[column("Status")]).toBe("Shortlisted");
    expect(dina[column("Tech test status")]).toBe("Submitted");
    expect(dina[column("Tech test deadline")]).toBe(at(10).toISOString());

    const [notice] = await notificationsOf(demoIds.demoOwner, "exportApplicationsSuccess");
    expect(notice).toMatchObject({ companyId: demoIds.demoCompany, title: "Your applicant export is ready", action: "Download" });
    expect(notice!.body).toContain("Export Analyst");
    expect(notice!.data).toMatchObject({ jobId: job.id, pageUrl: `/job-post/${job.id}/applications`, pageName: "Applications" });
    // Nobody else hears of it.
    expect(await notificationsOf(demoIds.demoMember, "exportApplicationsSuccess")).toEqual([]);
  });

  it("writes progress after every batch, and shows it while the file is being stored", async () => {
    const db = ctx.database.db;
    await executeRows(db, sql`create table if not exists export_progress_log (export_id uuid, status text, processed integer, seq serial)`);
    await executeRows(
      db,
      sql.raw(`create or replace function log_export_progress() returns trigger language plpgsql as $$
        begin insert into export_progress_log (export_id, status, processed) values (new.id, new.status, new.processed_rows); return new; end $$`),
    );
    await executeRows(db, sql.raw("drop trigger if exists export_progress on application_exports"));
    await executeRows(db, sql.raw("create trigger export_progress after update on application_exports for each row execute function log_export_progress()"));

    const queued = await startExport({ format: "csv", filter: {} });
    let release!: () => void;
    let stored!: () => void;
    const putCalled = new Promise<void>((resolve) => (stored = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowStorage: FileStorage = {
      ...storage,
      put: async (input) => {
        stored();
        await gate;
        return storage.put(input);
      },
      get: storage.get,
      delete: storage.delete,
    };
    const running = runHandler(createExportApplicationsJob({ storage: () => slowStorage, batchSize: 2 }), queued.id);
    await putCalled;
    expect(await getExport(queued.id)).toMatchObject({ status: "running", totalRows: 5, processedRows: 5, downloadable: false });
    release();
    await running;

    const log = await executeRows<{ status: string; processed: number }>(db, sql`select status, processed from export_progress_log where export_id = ${queued.id} order by seq`);
    expect(log.map((entry) => `${entry.status}:${entry.processed}`)).toEqual(["running:0", "running:2", "running:4", "running:5", "done:5"]);
    await executeRows(db, sql.raw("drop trigger export_progress on application_exports"));
  });
});

describe("an export run again after a crash", () => {
  it("starts the file again from the first row, removes the partial file, and notifies once", async () => {
    const queued = await startExport({ format: "csv", filter: {} });
    // As a run killed half way leaves it: running, some rows counted, a partial file on disk.
    await ctx.database.db.update(applicationExports).set({ status: "running", totalRows: 5, processedRows: 3 }).where(eq(applicationExports.id, queued.id));
    const partial = path.join(tmpdir(), `application-export-${queued.id}-crashed.csv`);
    writeFileSync(partial, "Name\r\nhalf");
    const before = (await notificationsOf(demoIds.demoOwner, "exportApplicationsSuccess")).length;

    await runHandler(createExportApplicationsJob(), queued.id);

    expect(await getExport(queued.id)).toMatchObject({ status: "done", totalRows: 5, processedRows: 5 });
    expect(existsSync(partial)).toBe(false);
    expect(readCsv((await downloadExport(queued.id)).bytes)).toHaveLength(6);
    expect(await notificationsOf(demoIds.demoOwner, "exportApplicationsSuccess")).toHaveLength(before + 1);
    // A redelivered job after it finished changes nothing.
    await runHandler(createExportApplicationsJob(), queued.id);
    expect(await notificationsOf(demoIds.demoOwner, "exportApplicationsSuccess")).toHaveLength(before + 1);
  });
});

describe("an export to XLSX", () => {
  it("streams a workbook whose header row, text cells and date cells read back with exceljs; formulas stay text", async () => {
    const queued = await startExport({ format: "xlsx", filter: { sortParam: "gpa", sortDir: "desc" } });
    await runQueuedJobs();
    const done = await getExport(queued.id);
    expect(done).toMatchObject({ status: "done", format: "xlsx", processedRows: 5, downloadable: true });
    expect(done.fileName).toMatch(/\.xlsx$/);

    const file = await downloadExport(queued.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const sheet = await readXlsx(file.bytes);
    expect(sheet.name).toBe("Applications");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(["Name", "Email", "Phone", "Step", "Status", "Applied"]);
    expect(header).not.toContain("AI match score");
    expect(sheet.rowCount).toBe(6);
    const nameColumn = header.indexOf("Name") + 1;
    // GPA descending, those without one last (by id).
    expect([2, 3].map((row) => sheet.getRow(row).getCell(nameColumn).value)).toEqual(["Ayu Lestari", "Bima Sakti"]);
    const names = [2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(nameColumn));
    const formulaCell = names.find((cell) => cell.value === FORMULA)!;
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.formula).toBeUndefined();
    const applied = sheet.getRow(2).getCell(header.indexOf("Applied") + 1);
    expect(applied.value).toEqual(at(1));
    expect(sheet.getRow(2).getCell(header.indexOf("GPA") + 1).value).toBe(3.9);
  });

  it("adds the AI match score column while the analyzer flag is on", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    try {
      const queued = await startExport({ format: "xlsx", filter: { sortParam: "aiScore" } });
      await runQueuedJobs();
      const sheet = await readXlsx((await downloadExport(queued.id)).bytes);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain("AI match score");
    } finally {
      await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
    }
  });
});

describe("downloading", () => {
  it("is allowed for 7 days from when the file was built, then answers 410 EXPORT_EXPIRED (controllable clock)", async () => {
    const sixDaysAgo = await startExport({ format: "csv", filter: {} });
    await runHandler(createExportApplicationsJob({ now: () => new Date(Date.now() - 6 * DAY_MS) }), sixDaysAgo.id);
    expect((await downloadExport(sixDaysAgo.id)).status).toBe(200);

    const eightDaysAgo = await startExport({ format: "csv", filter: {} });
    await runHandler(createExportApplicationsJob({ now: () => new Date(Date.now() - 8 * DAY_MS) }), eightDaysAgo.id);
    expect(await getExport(eightDaysAgo.id)).toMatchObject({ status: "done", downloadable: false });
    const expired = await requestJson(ctx.app, "GET", `${exportsPath()}/${eightDaysAgo.id}/file`, { token: owner });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe("EXPORT_EXPIRED");

    // The exact edge: downloadable until expiresAt, not at it.
    const [row] = await ctx.database.db.select().from(applicationExports).where(eq(applicationExports.id, sixDaysAgo.id));
    const session = { userId: demoIds.demoOwner, sessionId: "s", platform: "employer" as const, companyId: demoIds.demoCompany, userCompanyId: demoIds.demoOwnerMembership, role: "owner" as const, companyActive: true };
    const params = { jobId: job.id, exportId: sixDaysAgo.id };
    await expect(readApplicationExportFile(ctx.database.db, storage, session, params, new Date(row!.expiresAt!.getTime() - 1))).resolves.toMatchObject({ fileName: row!.fileName });
    await expect(readApplicationExportFile(ctx.database.db, storage, session, params, row!.expiresAt!)).rejects.toMatchObject({ status: 410, code: "EXPORT_EXPIRED" });
  });

  it("answers 409 EXPORT_NOT_READY while the export is queued", async () => {
    const queued = await startExport({ format: "csv", filter: {} });
    const early = await requestJson(ctx.app, "GET", `${exportsPath()}/${queued.id}/file`, { token: owner });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("EXPORT_NOT_READY");
    await runQueuedJobs();
  });

  it("removes expired files from the storage with the sweep, leaving the rest", async () => {
    const fresh = await startExport({ format: "csv", filter: {} });
    await runQueuedJobs();
    const old = await startExport({ format: "csv", filter: {} });
    await runHandler(createExportApplicationsJob({ now: () => new Date(Date.now() - 10 * DAY_MS) }), old.id);
    const keyOf = async (id: string) => (await ctx.database.db.select().from(applicationExports).where(eq(applicationExports.id, id)))[0]!.storageKey;
    const oldKey = (await keyOf(old.id))!;
    expect(await storage.get(oldKey)).not.toBeNull();

    const { purged } = await purgeExpiredExports(ctx.database.db, storage, new Date());
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await storage.get(oldKey)).toBeNull();
    expect(await keyOf(old.id)).toBeNull();
    expect(await keyOf(fresh.id)).not.toBeNull();
    expect((await downloadExport(fresh.id)).status).toBe(200);
    expect((await requestJson(ctx.app, "GET", `${exportsPath()}/${old.id}/file`, { token: owner })).status).toBe(410);
  });
});

describe("a failing export", () => {
  it("is retried while attempts remain, then marked failed with exportApplicationsFailed to the requester; no temporary file is left", async () => {
    const queued = await startExport({ format: "xlsx", filter: {} });
    const brokenStorage: FileStorage = {
      put: async () => {
        throw new Error("disk full");
      },
      get: storage.get,
      delete: storage.delete,
    };
    const handler = createExportApplicationsJob({ storage: () => brokenStorage });
    const queuedJob = await queuedJobOf(queued.id);
    await expect(handler(queuedJob.payload, { db: ctx.database.db, log, job: queuedJob, isLastAttempt: false })).rejects.toThrow("disk full");
    expect(await getExport(queued.id)).toMatchObject({ status: "running", error: null });
    expect(await notificationsOf(demoIds.demoOwner, "exportApplicationsFailed")).toEqual([]);

    await runHandler(handler, queued.id, true);
    const failed = await getExport(queued.id);
    expect(failed).toMatchObject({ status: "failed", downloadable: false, error: "Something went wrong while building the file" });
    expect(failed.finishedAt).not.toBeNull();
    const notices = await notificationsOf(demoIds.demoOwner, "exportApplicationsFailed");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Your applicant export failed", action: "Try Again" });
    expect(notices[0]!.data).toMatchObject({ pageUrl: `/job-post/${job.id}/applications` });
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith(`application-export-${queued.id}`))).toEqual([]);
    expect((await requestJson(ctx.app, "GET", `${exportsPath()}/${queued.id}/file`, { token: owner })).body.code).toBe("EXPORT_NOT_READY");

    // Running it again (a redelivered job) changes nothing and tells no one twice.
    await runHandler(handler, queued.id, true);
    expect(await notificationsOf(demoIds.demoOwner, "exportApplicationsFailed")).toHaveLength(1);
  });
});

describe("who may export", () => {
  it("needs jobPost manage on the job to export; view lists only the caller's own exports; another's export is 404", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    const denied = await requestJson(ctx.app, "POST", exportsPath(), { token: member, body: { format: "csv", filter: {} } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    const viewerList = await requestJson(ctx.app, "GET", exportsPath(), { token: member });
    expect(viewerList.status).toBe(200);
    expect(viewerList.body.result.docs).toEqual([]);

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [job.id] }]);
    const mine = await startExport({ format: "csv", filter: {} }, member);
    const list = await requestJson(ctx.app, "GET", exportsPath(), { token: member });
    expect(list.body.result.docs.map((entry: ApplicationExport) => entry.id)).toEqual([mine.id]);

    const ownerExports = await requestJson(ctx.app, "GET", exportsPath(), { token: owner });
    const ownersExport = ownerExports.body.result.docs[0] as ApplicationExport;
    expect(ownerExports.body.result.docs.map((entry: ApplicationExport) => entry.id)).not.toContain(mine.id);
    expect((await requestJson(ctx.app, "GET", `${exportsPath()}/${ownersExport.id}`, { token: member })).status).toBe(404);
    const othersFile = await requestJson(ctx.app, "GET", `${exportsPath()}/${ownersExport.id}/file`, { token: member });
    expect(othersFile.status).toBe(404);
    expect(othersFile.body.code).toBe("EXPORT_NOT_FOUND");

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: ["0d3e0000-0000-4000-8000-00000000beef"] }]);
    expect((await requestJson(ctx.app, "GET", exportsPath(), { token: member })).status).toBe(403);
    await runQueuedJobs();
  });

  it("answers 404 to another company, whatever the export, and changes nothing", async () => {
    const exportId = await insertTestExport(ctx.database.db, { companyId: demoIds.demoCompany, jobId: job.id, requestedByUserId: demoIds.demoOwner });
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const before = await ctx.database.db.select().from(applicationExports);
    for (const [method, url, body] of [
      ["POST", exportsPath(), { format: "csv", filter: {} }],
      ["GET", exportsPath(), undefined],
      ["GET", `${exportsPath()}/${exportId}`, undefined],
      ["GET", `${exportsPath()}/${exportId}/file`, undefined],
    ] as const) {
      const response = await requestJson(ctx.app, method, url, { token: other, body });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    expect(await ctx.database.db.select().from(applicationExports)).toHaveLength(before.length);
  });

  it("refuses a bad body with the field named, recording nothing", async () => {
    const before = (await ctx.database.db.select().from(applicationExports)).length;
    for (const [body, field] of [
      [{ format: "pdf", filter: {} }, "format"],
      [{ filter: {} }, "format"],
      [{ format: "csv", filter: { gender: ["other"] } }, "filter.gender"],
      [{ format: "csv", filter: { sortParam: "name" } }, "filter.sortParam"],
      [{ format: "csv", filter: { sortParam: "aiScore" } }, "filter.sortParam"],
      [{ format: "csv", filter: { recruitmentStepId: "custom-unknown" } }, "filter.recruitmentStepId"],
    ] as const) {
      const response = await requestJson(ctx.app, "POST", exportsPath(), { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field), JSON.stringify(body)).toContain(field);
    }
    expect(await ctx.database.db.select().from(applicationExports)).toHaveLength(before);
  });
});

describe("exportFileName", () => {
  it("names the file after the job and the day, safe for any title", () => {
    const day = new Date("2026-03-01T10:00:00Z");
    expect(exportFileName("Senior Backend Engineer (Go)", "csv", day)).toBe("senior-backend-engineer-go-applications-2026-03-01.csv");
    expect(exportFileName('"/../ ☃', "xlsx", day)).toBe("job-applications-2026-03-01.xlsx");
  });
});
