import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "@/server/db/client";
import { claimJobs, completeJob, failJob, type QueuedJob } from "./queue";

export type JobContext = { db: Database; log: Logger; job: QueuedJob; isLastAttempt: boolean };
/** Handlers must be idempotent: a job can run again after a crash between its work and completion. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export type WorkerOptions = {
  db: Database;
  log: Logger;
  handlers: Record<string, JobHandler>;
  concurrency?: number;
  pollIntervalMs?: number;
  leaseMs?: number;
  /**
   * The first look for work waits for this (the server listening), so a job requeued after a crash
   * does not start before the process answers requests. drain() and wake() do not wait.
   */
  startAfter?: Promise<unknown>;
};

export type Worker = {
  /** Look for work now instead of at the next poll. */
  wake(): void;
  /** Stops claiming and waits for running jobs to finish. */
  stop(): Promise<void>;
  /** Resolves when no job is due (for tests and scripts). */
  drain(): Promise<void>;
};

export function startWorker(options: WorkerOptions): Worker {
  const { db, log, handlers } = options;
  const concurrency = options.concurrency ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const workerId = `worker-${randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // One tick at a time, whether the poll loop or drain() started it.
  let ticking: Promise<number> | undefined;
  // A wake() that arrived during a tick: look again as soon as it ends.
  let wakeRequested = false;

  async function runJob(job: QueuedJob): Promise<void> {
    const jobLog = log.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler(job.payload, { db, log: jobLog, job, isLastAttempt: job.attempts >= job.maxAttempts });
      await completeJob(db, job, workerId);
      jobLog.info("job done");
    } catch (error) {
      try {
        const outcome = await failJob(db, job, workerId, error);
        jobLog.warn({ err: error, outcome }, "job failed");
      } catch (recordError) {
        // The lease lapses and the job runs again.
        jobLog.error({ err: recordError, jobError: error }, "job failed and its failure could not be recorded");
      }
    }
  }

  async function tick(): Promise<number> {
    const jobs = await claimJobs(db, workerId, concurrency, leaseMs);
    await Promise.all(jobs.map(runJob));
    return jobs.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delayMs);
  }

  function runTick(): Promise<number> {
    if (!ticking) {
      clearTimeout(timer);
      ticking = tick().then(
        (count) => {
          ticking = undefined;
          // A full batch means more may be waiting.
          schedule(count === concurrency || wakeRequested ? 0 : pollIntervalMs);
          wakeRequested = false;
          return count;
        },
        (error: unknown) => {
          ticking = undefined;
          wakeRequested = false;
          log.error({ err: error }, "worker: claim failed");
          schedule(pollIntervalMs * 5);
          throw error;
        },
      );
    }
    return ticking;
  }

  function loop() {
    if (stopped) return;
    if (ticking) {
      wakeRequested = true;
      return;
    }
    runTick().catch(() => undefined);
  }

  if (options.startAfter) {
    options.startAfter.then(
      () => schedule(0),
      (error: unknown) => {
        log.error({ err: error }, "worker: start condition failed; starting anyway");
        schedule(0);
      },
    );
  } else schedule(0);
  log.info({ workerId, concurrency }, "worker started");

  return {
    wake: () => loop(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking?.catch(() => undefined);
    },
    async drain() {
      for (;;) {
        // A tick already under way may have claimed before the caller's jobs existed: wait for it,
        // then claim afresh.
        await ticking?.catch(() => undefined);
        const count = await runTick();
        if (count === 0) return;
      }
    },
  };
}
