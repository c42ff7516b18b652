import { and, eq, inArray, sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { backgroundJobs } from "@/server/db/schema/background-jobs";

export type QueuedJob = typeof backgroundJobs.$inferSelect;

export type EnqueueOptions = {
  type: string;
  payload?: Record<string, unknown>;
  /** A second enqueue with the same key is ignored (idempotent producers). */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/** Call inside the transaction that causes the work, so the job exists exactly when the change does. */
export async function enqueueJob(db: Executor, options: EnqueueOptions): Promise<void> {
  await enqueueJobs(db, [options]);
}

/** `enqueueJob` for many jobs in one statement, whatever their number. */
export async function enqueueJobs(db: Executor, jobs: readonly EnqueueOptions[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(backgroundJobs)
    .values(
      jobs.map((options) => ({
        type: options.type,
        payload: options.payload ?? {},
        dedupeKey: options.dedupeKey,
        runAt: options.runAt,
        maxAttempts: options.maxAttempts,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Claims up to `limit` due jobs for this worker. A job whose lease lapsed (its worker died) is due
 * again. SKIP LOCKED lets several workers on PostgreSQL claim without waiting on each other.
 */
export async function claimJobs(
  db: Executor,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<QueuedJob[]> {
  const claimed = await executeRows<{ id: number | string }>(db, sql`
    update ${backgroundJobs}
    set status = 'running',
        attempts = attempts + 1,
        locked_by = ${workerId},
        locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select id from ${backgroundJobs}
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and locked_until < now())
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = claimed.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.id, ids))
    .orderBy(backgroundJobs.runAt, backgroundJobs.id);
}

export async function completeJob(db: Executor, job: QueuedJob, workerId: string): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.lockedBy, workerId)));
}

/** Exponential backoff with jitter: about 2 s, 4 s, 8 s ... capped at one hour. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2 ** attempt * 1000, 60 * 60 * 1000);
  return Math.round(base * (0.75 + random() * 0.5));
}

export async function failJob(db: Executor, job: QueuedJob, workerId: string, error: unknown): Promise<"retry" | "failed"> {
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .update(backgroundJobs)
    .set(
      exhausted
        ? { status: "failed", finishedAt: new Date(), lockedUntil: null, lastError: message }
        : {
            status: "queued",
            runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
            lockedUntil: null,
            lastError: message,
          },
    )
    .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.lockedBy, workerId)));
  return exhausted ? "failed" : "retry";
}

/**
 * The embedded database belongs to one process, so at its start any running job was orphaned by a
 * crash: make it due now instead of waiting for its lease to lapse.
 */
export async function releaseOrphanedJobs(db: Executor): Promise<number> {
  const released = await db
    .update(backgroundJobs)
    // Keep its place in line: it was due when it was claimed.
    .set({ status: "queued", lockedUntil: null, lockedBy: null, runAt: sql`least(${backgroundJobs.runAt}, now())` })
    .where(eq(backgroundJobs.status, "running"))
    .returning({ id: backgroundJobs.id });
  return released.length;
}
