import { getDatabase } from "@/server/db/database";
import { logger } from "@/server/lib/logger";
import { jobHandlers } from "./job-handlers";
import { releaseOrphanedJobs } from "./queue";
import { ensureScheduled } from "./schedule";
import { startWorker, type Worker } from "./worker";

const globalForWorker = globalThis as unknown as { __hiringWorker?: Promise<Worker> };

/**
 * Starts this process's worker once (the app process by default, or `npm run worker`). With
 * `startAfter` (the server listening) its first claim waits for that, so work left by a crash, such
 * as a requeued import, starts only once the server answers.
 */
export function startBackgroundWork(options: { startAfter?: Promise<unknown> } = {}): Promise<Worker> {
  globalForWorker.__hiringWorker ??= (async () => {
    const handle = await getDatabase();
    const log = logger().child({ component: "worker" });
    if (handle.embedded) {
      const released = await releaseOrphanedJobs(handle.db);
      if (released > 0) log.warn({ released }, "requeued jobs left running by a previous crash");
    }
    await ensureScheduled(handle.db);
    const worker = startWorker({ db: handle.db, log, handlers: jobHandlers, startAfter: options.startAfter });
    const stop = () => void worker.stop();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
    return worker;
  })();
  return globalForWorker.__hiringWorker;
}

/** Lets a request that queued work have it picked up now rather than at the next poll. */
export function wakeBackgroundWork(): void {
  void globalForWorker.__hiringWorker?.then((worker) => worker.wake());
}
