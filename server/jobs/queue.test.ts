import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { createTestDatabase } from "@/tests/api/test-database";
import { claimJobs, completeJob, enqueueJob, failJob, releaseOrphanedJobs, retryDelayMs } from "./queue";

let database: DatabaseHandle;
const LEASE_MS = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

async function jobRows() {
  return database.db.select().from(backgroundJobs).orderBy(backgroundJobs.id);
}

/** Makes every queued job due now (instead of waiting out its backoff). */
async function makeAllDue() {
  await database.db.update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` });
}

describe("enqueue and claim", () => {
  it("claims a queued job once, marks it running and counts the attempt", async () => {
    await enqueueJob(database.db, { type: "test.job", payload: { n: 1 } });

    const [job, ...rest] = await claimJobs(database.db, "worker-a", 10, LEASE_MS);
    expect(rest).toEqual([]);
    expect(job).toMatchObject({ type: "test.job", payload: { n: 1 }, status: "running", attempts: 1, lockedBy: "worker-a" });
    expect(job!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + LEASE_MS - 10_000);

    // Held by worker-a: nobody else gets it while the lease runs.
    expect(await claimJobs(database.db, "worker-b", 10, LEASE_MS)).toEqual([]);

    await completeJob(database.db, job!, "worker-a");
    const [done] = await jobRows();
    expect(done).toMatchObject({ status: "done", lockedUntil: null, lastError: null });
    expect(done!.finishedAt).toBeInstanceOf(Date);
  });

  it("claims at most the limit, oldest first, and never the same job twice", async () => {
    for (let n = 1; n <= 5; n++) await enqueueJob(database.db, { type: "test.job", payload: { n } });

    const [first, second] = await Promise.all([
      claimJobs(database.db, "worker-a", 2, LEASE_MS),
      claimJobs(database.db, "worker-b", 2, LEASE_MS),
    ]);
    const claimedIds = [...first, ...second].map((job) => job.id);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(new Set(claimedIds).size).toBe(4);
    const rest = await claimJobs(database.db, "worker-c", 10, LEASE_MS);
    expect(rest.map((job) => job.payload.n)).toEqual([5]);
  });

  it("does not claim a job before its runAt", async () => {
    await enqueueJob(database.db, { type: "test.job", runAt: new Date(Date.now() + 60_000) });
    expect(await claimJobs(database.db, "worker-a", 10, LEASE_MS)).toEqual([]);
  });

  it("ignores a second enqueue with the same dedupeKey", async () => {
    await enqueueJob(database.db, { type: "test.job", payload: { n: 1 }, dedupeKey: "same" });
    await enqueueJob(database.db, { type: "test.job", payload: { n: 2 }, dedupeKey: "same" });
    await enqueueJob(database.db, { type: "test.job", payload: { n: 3 }, dedupeKey: "other" });

    const rows = await jobRows();
    expect(rows.map((row) => row.payload.n)).toEqual([1, 3]);
  });

  it("enqueues with the caller's transaction: a rollback leaves no job", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { type: "test.job", dedupeKey: "rolled-back" });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    expect(await jobRows()).toEqual([]);
  });
});

describe("retries", () => {
  it("backs off exponentially with jitter, capped at one hour", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, middle))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(1, () => 0)).toBe(1500);
    expect(retryDelayMs(1, () => 1)).toBe(2500);
    expect(retryDelayMs(30, middle)).toBe(60 * 60 * 1000);
  });

  it("requeues a failed attempt after the backoff and keeps the error", async () => {
    await enqueueJob(database.db, { type: "test.job", maxAttempts: 3 });
    const [job] = await claimJobs(database.db, "worker-a", 1, LEASE_MS);

    const before = Date.now();
    expect(await failJob(database.db, job!, "worker-a", new Error("smtp down"))).toBe("retry");

    const [row] = await jobRows();
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "smtp down", lockedUntil: null });
    const delay = row!.runAt.getTime() - before;
    expect(delay).toBeGreaterThanOrEqual(1500 - 50);
    expect(delay).toBeLessThanOrEqual(2500 + 1000);
    // Not due until the backoff has passed.
    expect(await claimJobs(database.db, "worker-a", 1, LEASE_MS)).toEqual([]);
  });

  it("gives up after maxAttempts with status failed and the last error", async () => {
    await enqueueJob(database.db, { type: "test.job", maxAttempts: 2 });

    const [first] = await claimJobs(database.db, "worker-a", 1, LEASE_MS);
    expect(await failJob(database.db, first!, "worker-a", new Error("first failure"))).toBe("retry");
    await makeAllDue();
    const [second] = await claimJobs(database.db, "worker-a", 1, LEASE_MS);
    expect(second!.attempts).toBe(2);
    expect(await failJob(database.db, second!, "worker-a", "second failure")).toBe("failed");

    const [row] = await jobRows();
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: "second failure", lockedUntil: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    await makeAllDue();
    expect(await claimJobs(database.db, "worker-a", 1, LEASE_MS)).toEqual([]);
  });
});

describe("crashed workers", () => {
  it("claims a job again when its lease lapsed, and ignores the old worker's late completion", async () => {
    await enqueueJob(database.db, { type: "test.job" });
    const [first] = await claimJobs(database.db, "worker-dead", 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const [again] = await claimJobs(database.db, "worker-b", 1, LEASE_MS);
    expect(again).toMatchObject({ id: first!.id, attempts: 2, lockedBy: "worker-b", status: "running" });

    // The first worker wakes up and finishes: the job now belongs to worker-b.
    await completeJob(database.db, first!, "worker-dead");
    await failJob(database.db, first!, "worker-dead", new Error("late"));
    const [row] = await jobRows();
    expect(row).toMatchObject({ status: "running", lockedBy: "worker-b", lastError: null });
  });

  it("releaseOrphanedJobs makes running jobs due now and leaves the others alone", async () => {
    await enqueueJob(database.db, { type: "test.job", payload: { n: 1 } });
    await enqueueJob(database.db, { type: "test.job", payload: { n: 2 } });
    await enqueueJob(database.db, { type: "test.job", payload: { n: 3 } });
    const [doneJob, runningJob] = await claimJobs(database.db, "worker-dead", 2, LEASE_MS);
    await completeJob(database.db, doneJob!, "worker-dead");

    expect(await releaseOrphanedJobs(database.db)).toBe(1);

    const rows = await jobRows();
    expect(rows.map((row) => row.status)).toEqual(["done", "queued", "queued"]);
    expect(rows[1]).toMatchObject({ id: runningJob!.id, lockedBy: null, lockedUntil: null, attempts: 1 });
    const reclaimed = await claimJobs(database.db, "worker-new", 10, LEASE_MS);
    expect(reclaimed.map((job) => job.payload.n)).toEqual([2, 3]);
    expect(await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.status, "running"))).toHaveLength(2);
  });
});
