import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { yieldToEventLoop } from "@/server/lib/yield-to-event-loop";
import { executeRows, type DatabaseHandle } from "./client";

const HOUR_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum, so on the embedded database nothing ever runs ANALYZE: the planner
 * keeps its guess that every table is tiny and, for instance, sorts every job of a company instead
 * of reading the job list's index in order (issue 19, point 2). This analyzes the database now and
 * then every `intervalMs` (an hour by default) while the process runs; the timer never keeps the
 * process alive. ANALYZE samples a bounded number of rows, about a second on 100,000 applications.
 * PostgreSQL's autovacuum does this itself, so it is for the embedded database only.
 *
 * One table at a time, with a turn of the event loop between them: a single database-wide ANALYZE
 * holds PGlite's one connection (and the thread) for the whole second, so every request due then
 * would wait for it (the point 1 rule for background work).
 */
export async function keepPlannerStatistics(handle: DatabaseHandle, log: Logger, intervalMs = HOUR_MS): Promise<() => void> {
  if (!handle.embedded) return () => undefined;
  const analyze = () => analyzeTableByTable(handle);
  await analyze();
  const timer = setInterval(() => {
    analyze().catch((error: unknown) => log.warn({ err: error }, "database: analyze failed"));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function analyzeTableByTable({ db }: DatabaseHandle): Promise<void> {
  const tables = await executeRows<{ name: string }>(db, sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by relname`);
  for (const { name } of tables) {
    await db.execute(sql.raw(`analyze ${name}`));
    await yieldToEventLoop();
  }
}
