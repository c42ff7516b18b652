import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { createTestDatabase } from "@/tests/api/test-database";
import { ensureScheduled, nextSlot, scheduledJobHandlers, slotAt, SCHEDULED_TASKS, type ScheduledTask } from "./schedule";
import { startWorker } from "./worker";

let database: DatabaseHandle;
const log = pino({ level: "silent" });
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

function countingTask(runs: string[]): ScheduledTask {
  return { name: "test-hourly", intervalMs: HOUR, offsetMs: 15 * 60 * 1000, run: async (_db, slot) => void runs.push(slot.toISOString()) };
}

const scheduledRows = () => database.db.select().from(backgroundJobs).where(like(backgroundJobs.type, "schedule:%"));

describe("scheduler", () => {
  it("computes slots from the interval and offset", () => {
    const task = countingTask([]);
    expect(slotAt(task, new Date("2026-11-20T10:14:59.000Z")).toISOString()).toBe("2026-11-20T09:15:00.000Z");
    expect(slotAt(task, new Date("2026-11-20T10:15:00.000Z")).toISOString()).toBe("2026-11-20T10:15:00.000Z");
    // After downtime the next slot is the current one, not every missed one.
    expect(nextSlot(task, new Date("2026-11-20T10:15:00.000Z"), new Date("2026-11-20T10:20:00.000Z")).toISOString()).toBe("2026-11-20T11:15:00.000Z");
    expect(nextSlot(task, new Date("2026-11-18T10:15:00.000Z"), new Date("2026-11-20T10:20:00.000Z")).toISOString()).toBe("2026-11-20T10:15:00.000Z");
    // The reminders run daily at 09:00 in Jakarta.
    expect(slotAt(SCHEDULED_TASKS[0]!, new Date("2026-11-20T01:59:00.000Z")).toISOString()).toBe("2026-11-19T02:00:00.000Z");
  });

  it("creates exactly one job per slot however many workers start at once", async () => {
    const task = countingTask([]);
    const now = new Date("2026-11-20T10:20:00.000Z");
    await Promise.all(Array.from({ length: 5 }, () => ensureScheduled(database.db, now, [task])));
    await ensureScheduled(database.db, new Date(now.getTime() + 60_000), [task]);
    const rows = await scheduledRows();
    expect(rows.map((row) => row.dedupeKey)).toEqual(["schedule:test-hourly:2026-11-20T10:15:00.000Z"]);
    expect(rows[0]!.runAt.toISOString()).toBe("2026-11-20T10:15:00.000Z");
  });

  it("runs each slot once across two workers and chains the next slot, once", async () => {
    const runs: string[] = [];
    const task = countingTask(runs);
    const slot = slotAt(task, new Date());
    // The clock of the handlers: an hour after the slot, so the next slot is in the future.
    const handlers = scheduledJobHandlers([task], () => new Date(slot.getTime() + 30 * 60 * 1000));
    await ensureScheduled(database.db, new Date(), [task]);
    const workers = [1, 2].map(() => startWorker({ db: database.db, log, handlers, pollIntervalMs: 60_000 }));
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(runs).toEqual([slot.toISOString()]);
    const rows = await scheduledRows();
    const byKey = Object.fromEntries(rows.map((row) => [row.dedupeKey, row.status]));
    const next = new Date(slot.getTime() + HOUR).toISOString();
    expect(byKey).toEqual({ [`schedule:test-hourly:${slot.toISOString()}`]: "done", [`schedule:test-hourly:${next}`]: "queued" });
    const [queued] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `schedule:test-hourly:${next}`));
    expect(queued!.runAt.toISOString()).toBe(next);

    // A worker restarting after the slot ran does not bring it back.
    await ensureScheduled(database.db, new Date(slot.getTime() + 10 * 60 * 1000), [task]);
    expect(await scheduledRows()).toHaveLength(2);
  });

  it("keeps the chain when a run fails: the next slot exists before the work starts", async () => {
    const task: ScheduledTask = { ...countingTask([]), run: async () => { throw new Error("database hiccup"); } };
    const slot = slotAt(task, new Date());
    await ensureScheduled(database.db, slot, [task]);
    const worker = startWorker({ db: database.db, log, handlers: scheduledJobHandlers([task], () => slot), pollIntervalMs: 60_000 });
    await worker.drain();
    await worker.stop();
    const rows = await scheduledRows();
    const next = new Date(slot.getTime() + HOUR);
    expect(rows.map((row) => row.dedupeKey).sort()).toEqual([`schedule:test-hourly:${slot.toISOString()}`, `schedule:test-hourly:${next.toISOString()}`]);
    const failed = rows.find((row) => row.dedupeKey === `schedule:test-hourly:${slot.toISOString()}`)!;
    expect(failed.lastError).toBe("database hiccup");
    expect(failed.status).toBe("queued");
  });
});
