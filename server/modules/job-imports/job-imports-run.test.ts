import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { importBatches } from "@/server/db/schema/job-imports";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { demoIds } from "@/server/db/seed/demo-ids";
import { jobHandlers } from "@/server/jobs/job-handlers";
import { startWorker, type Worker } from "@/server/jobs/worker";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { IMPORT_APPLICANTS_JOB } from "./job-imports-service";
import { createImportApplicantsJob } from "./run-import-job";
import { insertTestJob } from "./testing/import-test-job";
import { buildXlsx, postImportFile, toCsv } from "./testing/import-requests";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-imports-run-"));
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

let owner: string;
beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

const MAPPING = { name: "Full name", email: "Email", experienceLevel: "Experience level", gpa: "GPA", phone: "Phone" };
const rows = (count: number, domain = "example.com") =>
  Array.from({ length: count }, (_, i) => [`Person ${i + 1}`, `person${i + 1}@${domain}`, i % 2 === 0 ? "Fresh Graduate" : "1-3 Years", "3.5", ""]);
const HEADER = ["Full name", "Email", "Experience level", "GPA", "Phone"];

async function getBatch(jobId: string, batchId: string) {
  const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/import/${batchId}`, { token: owner });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
}

async function applicationsOf(jobId: string) {
  return ctx.database.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
}

describe("an import run", () => {
  it("queues the batch with its file, then the worker adds every valid row to CV Screening and reports the failures", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const csv = toCsv([HEADER, ...rows(250), ["", "nameless@example.com", "", "", ""], ["Bad Level", "bad@example.com", "Senior", "", ""], ["Dup", "PERSON1@example.com", "", "", ""]]);
    const started = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "applicants.csv" }, { mapping: MAPPING });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const queued = started.body.result;
    expect(queued).toMatchObject({ status: "queued", totalRows: 253, processedRows: 0, percent: 0, fileName: "applicants.csv", mapping: MAPPING });
    const [row] = await ctx.database.db.select().from(importBatches).where(eq(importBatches.id, queued.id));
    expect(row!.fileStorageKey).toBe(`imports/${demoIds.demoCompany}/${queued.id}.csv`);
    expect(row!.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(path.join(uploads, "imports", demoIds.demoCompany))).toContain(`${queued.id}.csv`);
    const [backgroundJob] = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `import:${queued.id}`));
    expect(backgroundJob).toMatchObject({ type: IMPORT_APPLICANTS_JOB, payload: { importBatchId: queued.id } });
    const mailsBefore = (await ctx.database.db.select().from(emailOutbox)).length;

    await runQueuedJobs();

    const done = await getBatch(job.id, queued.id);
    expect(done).toMatchObject({ status: "done", processedRows: 253, percent: 100, createdCount: 250, skippedCount: 0, failedCount: 3, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(done.failures).toEqual([
      { row: 252, reasons: ["Name is required"], values: { "Full name": "", Email: "nameless@example.com", "Experience level": "", GPA: "", Phone: "" } },
      { row: 253, reasons: [expect.stringContaining('Unknown experience level "Senior"')], values: expect.objectContaining({ "Full name": "Bad Level" }) },
      { row: 254, reasons: ["Duplicate email in this file (first on row 2)"], values: expect.objectContaining({ Email: "PERSON1@example.com" }) },
    ]);
    const applications = await applicationsOf(job.id);
    expect(applications).toHaveLength(250);
    const [screening] = await ctx.database.db.select().from(recruitmentSteps).where(and(eq(recruitmentSteps.jobId, job.id), eq(recruitmentSteps.type, "notProcessed")));
    expect(new Set(applications.map((application) => application.recruitmentStepId))).toEqual(new Set([screening!.id]));
    expect(applications.every((application) => application.source === "import" && application.importBatchId === queued.id && application.status === "notProcessed")).toBe(true);
    const first = applications.find((application) => application.email === "person1@example.com")!;
    expect(first).toMatchObject({ name: "Person 1", experienceLevel: 0 });
    // The file is gone once the run is done, and imported applicants get no email.
    expect(readdirSync(path.join(uploads, "imports", demoIds.demoCompany))).not.toContain(`${queued.id}.csv`);
    expect((await ctx.database.db.select().from(emailOutbox)).length).toBe(mailsBefore);

    const list = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/import`, { token: owner });
    expect(list.body.result.docs.map((batch: any) => batch.id)).toEqual([queued.id]);
    expect(list.body.result.docs[0].createdBy).toMatchObject({ id: demoIds.demoOwner });
    expect(list.body.result.docs[0]).not.toHaveProperty("failures");
  });

  it("answers the running batch for the same file and mapping, and a later run of it creates no duplicates", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const csv = toCsv([HEADER, ...rows(30, "again.example.com")]);
    const first = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "again.csv" }, { mapping: MAPPING });
    const repeat = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "again.csv" }, { mapping: MAPPING });
    expect(repeat.status).toBe(202);
    expect(repeat.body.result.id).toBe(first.body.result.id);
    const otherMapping = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "again.csv" }, { mapping: { name: "Full name", email: "Email" } });
    expect(otherMapping.body.result.id).not.toBe(first.body.result.id);
    await runQueuedJobs();
    expect(await applicationsOf(job.id)).toHaveLength(30);

    const rerun = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "again.csv" }, { mapping: MAPPING });
    expect(rerun.body.result.id).not.toBe(first.body.result.id);
    await runQueuedJobs();
    expect(await getBatch(job.id, rerun.body.result.id)).toMatchObject({ status: "done", createdCount: 0, skippedCount: 30, failedCount: 0 });
    expect(await applicationsOf(job.id)).toHaveLength(30);
  });

  it("imports an XLSX file", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const xlsx = await buildXlsx([HEADER, ["Gita", "gita@example.com", "College Year 3", 3.9, "081234567890"], ["Hadi", "hadi@example.com", 7, "3,1", ""]]);
    const started = await postImportFile(ctx.app, owner, job.id, { data: xlsx, name: "people.xlsx" }, { mapping: MAPPING });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await runQueuedJobs();
    expect(await getBatch(job.id, started.body.result.id)).toMatchObject({ status: "done", createdCount: 2 });
    const applications = await applicationsOf(job.id);
    expect(applications.map((application) => [application.email, application.experienceLevel, application.phone]).sort()).toEqual([
      ["gita@example.com", 3, "081234567890"],
      ["hadi@example.com", 7, null],
    ]);
  });

  it("fails a row whose mapped cell holds a NUL character, naming the column, and keeps a failed row's other NUL cells as U+FFFD", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    // Excel's escape _x0000_ reads as a NUL character.
    const xlsx = await buildXlsx([
      [...HEADER, "Notes"],
      ["Indah_x0000_", "indah@example.com", "", "", "", ""],
      ["", "joko@example.com", "", "", "", "note_x0000_"],
      ["Kiki", "kiki@example.com", "", "", "", "_x0000_"],
    ]);
    const started = await postImportFile(ctx.app, owner, job.id, { data: xlsx, name: "nul.xlsx" }, { mapping: MAPPING });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await runQueuedJobs();
    const done = await getBatch(job.id, started.body.result.id);
    expect(done).toMatchObject({ status: "done", createdCount: 1, failedCount: 2 });
    expect(done.failures).toEqual([
      {
        row: 2,
        reasons: ['Column "Full name" contains a character that cannot be stored (a NUL character or an unpaired surrogate)'],
        values: { ...Object.fromEntries(HEADER.map((header) => [header, ""])), "Full name": "Indah\uFFFD", Email: "indah@example.com", Notes: "" },
      },
      { row: 3, reasons: ["Name is required"], values: { ...Object.fromEntries(HEADER.map((header) => [header, ""])), Email: "joko@example.com", Notes: "note\uFFFD" } },
    ]);
    expect((await applicationsOf(job.id)).map((application) => application.email)).toEqual(["kiki@example.com"]);
  });

  it("counts a rerun after a crash without doubling: this batch's own applications count as created, others' as skipped", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const csv = toCsv([HEADER, ...rows(120, "crash.example.com")]);
    const started = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "crash.csv" }, { mapping: MAPPING });
    const batchId = started.body.result.id;
    const handler = createImportApplicantsJob(() => storage);
    // An applicant who applied on their own before the import.
    const { addApplicant } = await import("@/server/modules/applications/add-applicant");
    await addApplicant(ctx.database.db, job, { name: "Person 120", email: "person120@crash.example.com" }, { source: "applicant" });

    // First attempt adds every row; then the batch is put back as a kill -9 before its final mark
    // would leave it (running, part-counted, file still stored), and the job runs again.
    const [jobRow] = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `import:${batchId}`));
    await handler({ importBatchId: batchId }, { db: ctx.database.db, log, job: jobRow!, isLastAttempt: false });
    await ctx.database.db.update(importBatches).set({ status: "running", finishedAt: null, processedRows: 100 }).where(eq(importBatches.id, batchId));
    const stored = await ctx.database.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    const key = stored[0]!.fileStorageKey;
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(uploads, key), csv);

    await handler({ importBatchId: batchId }, { db: ctx.database.db, log, job: jobRow!, isLastAttempt: false });
    expect(await getBatch(job.id, batchId)).toMatchObject({ status: "done", processedRows: 120, createdCount: 119, skippedCount: 1, failedCount: 0 });
    expect(await applicationsOf(job.id)).toHaveLength(120);

    // A run of a batch already done changes nothing.
    await handler({ importBatchId: batchId }, { db: ctx.database.db, log, job: jobRow!, isLastAttempt: false });
    expect(await getBatch(job.id, batchId)).toMatchObject({ createdCount: 119, skippedCount: 1 });
  });

  it("marks the batch failed with the reason on its last attempt, and retries before that", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const started = await postImportFile(ctx.app, owner, job.id, { data: toCsv([HEADER, ...rows(3, "lost.example.com")]), name: "lost.csv" }, { mapping: MAPPING });
    const batchId = started.body.result.id;
    const [row] = await ctx.database.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    await storage.delete(row!.fileStorageKey);
    const [jobRow] = await ctx.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `import:${batchId}`));
    const handler = createImportApplicantsJob(() => storage);
    await expect(handler({ importBatchId: batchId }, { db: ctx.database.db, log, job: jobRow!, isLastAttempt: false })).rejects.toThrow("no longer stored");
    expect((await getBatch(job.id, batchId)).status).toBe("queued");
    await handler({ importBatchId: batchId }, { db: ctx.database.db, log, job: jobRow!, isLastAttempt: true });
    expect(await getBatch(job.id, batchId)).toMatchObject({ status: "failed", error: "The uploaded file is no longer stored; upload it again" });
    // The queued job of this batch is not left to run again.
    await ctx.database.db.delete(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `import:${batchId}`));
  });

  it("requires name and email to be mapped (422 on mapping.email) and stores nothing", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const csv = toCsv([HEADER, ...rows(2)]);
    const noMapping = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "a.csv" });
    expect(noMapping.status).toBe(422);
    expect(noMapping.body.data.errors.map((error: any) => error.field)).toEqual(["mapping.name", "mapping.email"]);
    const noEmail = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "a.csv" }, { mapping: { name: "Full name", phone: "Phone" } });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.data.errors).toEqual([{ field: "mapping.email", message: "Choose the column that holds Email" }]);
    expect(await ctx.database.db.select().from(importBatches).where(eq(importBatches.jobId, job.id))).toEqual([]);
  });
});

describe("GET .../import/{importBatchId}/failures.csv", () => {
  it("downloads the failed rows with row number, reasons and the original columns, formula cells escaped", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const csv = toCsv([
      ["Full name", "Email", "Notes"],
      ["=HYPERLINK(\"http://evil\")", "not-an-email", "+1 call me"],
      ["Ok Person", "ok@example.com", "fine"],
      ["@SUM(A1)", "", "-2"],
    ]);
    const started = await postImportFile(ctx.app, owner, job.id, { data: csv, name: "mixed.csv" }, { mapping: { name: "Full name", email: "Email" } });
    await runQueuedJobs();
    const response = await ctx.app.request(`/api/v1/job-portal/job/${job.id}/import/${started.body.result.id}/failures.csv`, { headers: { authorization: `Bearer ${owner}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="import-failures-[0-9a-f]{8}\.csv"$/);
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Row,Reasons,Full name,Email,Notes",
      `2,"""not-an-email"" is not a valid email address","'=HYPERLINK(""http://evil"")",not-an-email,"'+1 call me"`,
      `4,Email is required,"'@SUM(A1)",,"'-2"`,
      "",
    ]);
  });

  it("is 404 for a batch of another job", async () => {
    const job = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const other = await insertTestJob(ctx.database.db, demoIds.demoCompany);
    const started = await postImportFile(ctx.app, owner, job.id, { data: toCsv([HEADER, ...rows(1, "x.example.com")]), name: "x.csv" }, { mapping: MAPPING });
    const response = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${other.id}/import/${started.body.result.id}/failures.csv`, { token: owner });
    expect(response.status).toBe(404);
  });
});
