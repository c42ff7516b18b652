import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { createTestDatabase } from "@/tests/api/test-database";
import { enqueueJob } from "./queue";
import { startWorker, type JobHandler, type Worker } from "./worker";

let database: DatabaseHandle;
let worker: Worker | undefined;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

function start(handlers: Record<string, JobHandler>, options: { concurrency?: number } = {}) {
  // A long poll interval: the tests drive the worker with drain() and wake().
  worker = startWorker({ db: database.db, log, handlers, pollIntervalMs: 60_000, ...options });
  return worker;
}

async function jobByType(type: string) {
  const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.type, type));
  return row;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("worker", () => {
  it("runs each due job with its payload and marks it done", async () => {
    const seen: unknown[] = [];
    await enqueueJob(database.db, { type: "test.record", payload: { n: 1 } });
    await enqueueJob(database.db, { type: "test.record", payload: { n: 2 } });
    const running = start({
      "test.record": async (payload, context) => {
        seen.push({ ...payload, attempt: context.job.attempts, isLastAttempt: context.isLastAttempt });
      },
    });
    await running.drain();

    expect(seen).toEqual([
      { n: 1, attempt: 1, isLastAttempt: false },
      { n: 2, attempt: 1, isLastAttempt: false },
    ]);
    const rows = await database.db.select().from(backgroundJobs);
    expect(rows.map((row) => row.status)).toEqual(["done", "done"]);
  });

  it("keeps running after a handler throws, and records the error for a retry", async () => {
    await enqueueJob(database.db, { type: "test.broken" });
    await enqueueJob(database.db, { type: "test.fine" });
    let fineRuns = 0;
    const running = start({
      "test.broken": async () => {
        throw new Error("handler exploded");
      },
      "test.fine": async () => {
        fineRuns += 1;
      },
    });
    await running.drain();

    expect(await jobByType("test.broken")).toMatchObject({ status: "queued", attempts: 1, lastError: "handler exploded" });
    expect(await jobByType("test.fine")).toMatchObject({ status: "done" });

    // The worker still takes new work after the failure.
    await enqueueJob(database.db, { type: "test.fine", dedupeKey: "after-failure" });
    running.wake();
    await waitFor(
      () => database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, "after-failure")),
      ([row]) => row?.status === "done",
    );
    expect(fineRuns).toBe(2);
  });

  it("tells the handler about its last attempt, then marks the job failed", async () => {
    await enqueueJob(database.db, { type: "test.last", maxAttempts: 1 });
    const lastAttemptFlags: boolean[] = [];
    await start({
      "test.last": async (_payload, context) => {
        lastAttemptFlags.push(context.isLastAttempt);
        throw new Error("still broken");
      },
    }).drain();

    expect(lastAttemptFlags).toEqual([true]);
    expect(await jobByType("test.last")).toMatchObject({ status: "failed", lastError: "still broken" });
  });

  it("fails a job whose type has no handler", async () => {
    await enqueueJob(database.db, { type: "test.unknown", maxAttempts: 1 });
    await start({}).drain();

    expect(await jobByType("test.unknown")).toMatchObject({
      status: "failed",
      lastError: "No handler for job type test.unknown",
    });
  });

  it("runs up to `concurrency` jobs at once and drains the rest", async () => {
    for (let n = 0; n < 5; n++) await enqueueJob(database.db, { type: "test.slow", payload: { n } });
    let active = 0;
    let maxActive = 0;
    await start(
      {
        "test.slow": async () => {
          active += 1;
          maxActive = Math.max(maxActive, active);
          await new Promise((resolve) => setTimeout(resolve, 30));
          active -= 1;
        },
      },
      { concurrency: 2 },
    ).drain();

    expect(maxActive).toBe(2);
    const rows = await database.db.select().from(backgroundJobs);
    expect(rows.every((row) => row.status === "done")).toBe(true);
  });

  it("stop() waits for the running job to finish", async () => {
    await enqueueJob(database.db, { type: "test.slow" });
    let finished = false;
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const running = start({
      "test.slow": async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      },
    });
    running.wake();
    await hasStarted;
    await running.stop();

    expect(finished).toBe(true);
    expect(await jobByType("test.slow")).toMatchObject({ status: "done" });
  });

  it("with startAfter, claims nothing until it resolves (the server listening), then runs what is due", async () => {
    let ran = 0;
    await enqueueJob(database.db, { type: "test.requeued" });
    let markListening = () => {};
    const listening = new Promise<void>((resolve) => (markListening = resolve));
    worker = startWorker({ db: database.db, log, handlers: { "test.requeued": async () => void (ran += 1) }, pollIntervalMs: 60_000, startAfter: listening });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toBe(0);
    expect(await jobByType("test.requeued")).toMatchObject({ status: "queued" });

    markListening();
    await waitFor(() => jobByType("test.requeued"), (job) => job?.status === "done");
    expect(ran).toBe(1);
  });
});
