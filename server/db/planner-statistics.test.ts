import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/tests/api/test-database";
import { executeRows, type DatabaseHandle } from "./client";
import { keepPlannerStatistics } from "./planner-statistics";

let handle: DatabaseHandle;
const log = pino({ level: "silent" });

/** The planner's idea of how many rows the probe table holds: -1 until it is first analyzed. */
const estimatedRows = async () => (await executeRows<{ tuples: number }>(handle.db, sql`select reltuples::float8 as tuples from pg_class where relname = 'planner_probe'`))[0]!.tuples;
const addRows = (from: number, to: number) => handle.db.execute(sql`insert into planner_probe select generate_series(${from}::int, ${to}::int)`);

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table planner_probe (n int)`);
  await addRows(1, 10);
});
afterAll(async () => {
  await handle?.close();
});

describe("keepPlannerStatistics", () => {
  it("leaves PostgreSQL to its autovacuum", async () => {
    (await keepPlannerStatistics({ ...handle, embedded: false }, log, 20))();
    expect(await estimatedRows()).toBe(-1);
  });

  it.runIf(!process.env.DATABASE_URL)("analyzes the embedded database at once, then again on its interval", async () => {
    const stop = await keepPlannerStatistics(handle, log, 20);
    try {
      expect(await estimatedRows()).toBe(10);
      await addRows(11, 100);
      // A pass analyzes every table of the migrated database one at a time: seconds on a busy machine.
      await expect.poll(estimatedRows, { timeout: 20_000, interval: 20 }).toBe(100);
    } finally {
      stop();
    }
  });

  it.runIf(!process.env.DATABASE_URL)("lets the event loop turn between tables, so requests are answered while it analyzes", async () => {
    let finished = false;
    let turnedBeforeTheEnd = false;
    const started = keepPlannerStatistics(handle, log).then((stop) => {
      finished = true;
      return stop;
    });
    setImmediate(() => {
      turnedBeforeTheEnd = !finished;
    });
    (await started)();
    expect(turnedBeforeTheEnd).toBe(true);
  });
});
