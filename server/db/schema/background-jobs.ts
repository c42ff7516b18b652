import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const jobStatus = pgEnum("background_job_status", ["queued", "running", "done", "failed"]);

/**
 * The durable queue. Workers claim rows with FOR UPDATE SKIP LOCKED and hold a lease
 * (`lockedUntil`); a worker killed mid-job leaves a lapsed lease that another claim picks up.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    /** Enqueueing twice with the same key creates one job. */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("background_jobs_claim_idx")
      .on(table.runAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    uniqueIndex("background_jobs_dedupe_unique").on(table.dedupeKey),
  ],
);
