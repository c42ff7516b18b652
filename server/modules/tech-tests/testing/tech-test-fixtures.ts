import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, desc, eq, inArray, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { applicationEvents, techTests } from "@/server/db/schema/pipeline";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob, type JobOverrides } from "@/server/modules/careers/testing/job-factory";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import type { FileStorage } from "@/server/storage/file-storage";

export const HOUR = 60 * 60 * 1000;

/**
 * A controllable clock for a test file: only Date is faked (nothing sleeps, timers run as usual).
 * `clock.set(hours)` moves it to `hours` after the file's start; `clock.now()` reads it.
 */
export function useClock(start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR)) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    start,
    now: () => new Date(),
    set: (hours: number) => vi.setSystemTime(new Date(start.getTime() + hours * HOUR)),
    at: (hours: number) => new Date(start.getTime() + hours * HOUR),
  };
}

/** A temporary local-disk storage the API uses for the file (fileStorage() reads the global). */
export function useTempStorage(): { storage: FileStorage } {
  const uploads = mkdtempSync(path.join(tmpdir(), "hp-tech-tests-"));
  const ctx = { storage: createLocalDiskStorage(uploads) };
  (globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = ctx.storage;
  afterAll(() => rmSync(uploads, { recursive: true, force: true }));
  afterEach(() => {
    (globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = ctx.storage;
  });
  return ctx;
}

/** A published job of the demo company with a "Case Study" techTest step, and its composed key. */
export async function insertTechTestJob(db: Database, overrides: JobOverrides = {}) {
  const job = await insertJob(db, { role: "Data Analyst", ...overrides }, { extraSteps: [{ type: "techTest", name: "Case Study" }] });
  const techTestStepKey = Object.keys(job.stepIds).find((key) => key.startsWith("techTest-"))!;
  return { ...job, techTestStepKey, techTestStepRowId: job.stepIds[techTestStepKey]! };
}

let counter = 0;
/** Applicants of the job in CV Screening, with unique emails. */
export async function insertApplicants(db: Database, job: { id: string; companyId: string }, count: number): Promise<{ id: string; email: string; name: string }[]> {
  const added: { id: string; email: string; name: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    counter += 1;
    const name = `Candidate ${counter}`;
    const email = `candidate${counter}-${job.id.slice(0, 8)}@example.test`;
    const result = await addApplicant(db, job, { name, email }, { source: "applicant" });
    added.push({ id: result.applicationId, email, name });
  }
  return added;
}

/** The private token in the newest tech-test invitation mailed to an address. */
export async function mailedTechTestToken(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.category, "tech-test-invitation")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.textBody.match(/\/tech-test\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No tech test mailed to ${to}`);
  return token;
}

export function mailsTo(db: Database, to: string, category?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), category ? eq(emailOutbox.category, category) : like(emailOutbox.category, "tech-test-%")))
    .orderBy(asc(emailOutbox.createdAt));
}

export function eventsOf(db: Database, applicationIds: string[], type?: (typeof applicationEvents.$inferSelect)["type"]) {
  return db
    .select()
    .from(applicationEvents)
    .where(and(inArray(applicationEvents.applicationId, applicationIds), type ? eq(applicationEvents.type, type) : undefined))
    .orderBy(asc(applicationEvents.createdAt));
}

export async function testOf(db: Database, applicationId: string) {
  const [test] = await db.select().from(techTests).where(eq(techTests.applicationId, applicationId)).orderBy(desc(techTests.sentAt)).limit(1);
  return test!;
}
