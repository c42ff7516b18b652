import type { Database } from "@/server/db/client";
import { paymentProviderFor } from "@/server/modules/checkout/payment-providers";
import { reconcilePendingOrders } from "@/server/modules/checkout/payment-reconciliation";
import { purgeExpiredExports } from "@/server/modules/application-exports/expired-exports";
import { endExpiredBoosts } from "@/server/modules/job-boosts/boost-expiry";
import { enforcePeriodJobQuotas } from "@/server/modules/subscriptions/period-job-quota";
import { sendRenewalReminders } from "@/server/modules/subscriptions/renewal-reminders";
import { runNotificationReminders } from "@/server/modules/notifications/reminders";
import { enqueueDailyRecommendations } from "@/server/modules/talents/talent-recommendations-jobs";
import { runTechTestSweep } from "@/server/modules/tech-tests/tech-test-sweep";
import { fileStorage } from "@/server/storage/storage";
import { enqueueJob } from "./queue";
import type { JobContext, JobHandler } from "./worker";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Recurring work. A task runs once per slot: slots are `offsetMs + n * intervalMs` since the epoch
 * (UTC). `run` gets the slot's time as its clock and must be idempotent (a crash between its work
 * and the job's completion runs it again).
 */
export type ScheduledTask = {
  name: string;
  intervalMs: number;
  offsetMs: number;
  run: (db: Database, slot: Date, context: JobContext) => Promise<unknown>;
};

export const SCHEDULED_TASKS: ScheduledTask[] = [
  {
    // Daily at 02:00 UTC, 09:00 in Jakarta: the start of the working day of the product's users.
    name: "notification-reminders",
    intervalMs: 24 * HOUR_MS,
    offsetMs: 2 * HOUR_MS,
    run: async (db, slot, context) => {
      const written = await runNotificationReminders(db, slot);
      context.log.info({ slot: slot.toISOString(), ...written }, "notification reminders sent");
    },
  },
  {
    // Every 5 minutes: tech tests past their deadline expire, and reminders go out 12 h before one.
    name: "tech-test-sweep",
    intervalMs: 5 * 60 * 1000,
    offsetMs: 0,
    run: async (db, slot, context) => {
      const swept = await runTechTestSweep(db, slot);
      if (swept.expired > 0 || swept.reminded > 0) context.log.info({ slot: slot.toISOString(), ...swept }, "tech tests swept");
    },
  },
  {
    // Every 5 minutes, a minute after the tech-test sweep: pending orders whose webhook never came
    // are settled or expired from the provider's answer, and orders past their expiry expire.
    name: "payment-reconciliation",
    intervalMs: 5 * 60 * 1000,
    offsetMs: 60 * 1000,
    run: async (db, slot, context) => {
      // The clock is now, not the slot: a slot run late must still see the orders of the last minutes.
      const reconciled = await reconcilePendingOrders(db, paymentProviderFor(db), new Date(Math.max(Date.now(), slot.getTime())));
      if (reconciled.checked > 0) context.log.info({ slot: slot.toISOString(), ...reconciled }, "pending payments reconciled");
    },
  },
  {
    // Every 15 minutes: job boosts whose end has passed are marked ended. The careers ranking
    // compares ends with the clock itself, so a late sweep never keeps a job on top.
    name: "job-boost-expiry",
    intervalMs: 15 * 60 * 1000,
    offsetMs: 2 * 60 * 1000,
    run: async (db, slot, context) => {
      const { ended } = await endExpiredBoosts(db, new Date(Math.max(Date.now(), slot.getTime())));
      if (ended > 0) context.log.info({ slot: slot.toISOString(), ended }, "job boosts ended");
    },
  },
  {
    // Every 5 minutes, two minutes past: a period that has begun closes the published jobs above its
    // plan's job quota (a downgrade's first day). The plan itself is current by its dates already.
    name: "period-job-quotas",
    intervalMs: 5 * 60 * 1000,
    offsetMs: 2 * 60 * 1000,
    run: async (db, slot, context) => {
      const enforced = await enforcePeriodJobQuotas(db, new Date(Math.max(Date.now(), slot.getTime())));
      if (enforced.closedJobs > 0) context.log.info({ slot: slot.toISOString(), ...enforced }, "jobs above the new plan's quota closed");
    },
  },
  {
    // Daily at 02:00 UTC (09:00 in Jakarta): renewal reminders 7 days and 1 day before a paid period ends.
    name: "renewal-reminders",
    intervalMs: 24 * HOUR_MS,
    offsetMs: 2 * HOUR_MS,
    run: async (db, slot, context) => {
      const reminded = await sendRenewalReminders(db, slot);
      if (reminded.sent > 0) context.log.info({ slot: slot.toISOString(), ...reminded }, "renewal reminders sent");
    },
  },
  {
    // Hourly: export files past their 7 days are deleted (the export stays, its download answers 410).
    name: "expired-exports",
    intervalMs: HOUR_MS,
    offsetMs: 0,
    run: async (db, slot, context) => {
      const { purged } = await purgeExpiredExports(db, fileStorage(), slot);
      if (purged > 0) context.log.info({ slot: slot.toISOString(), purged }, "expired export files removed");
    },
  },
  {
    // Daily at 01:00 UTC (08:00 in Jakarta): every open job's recommended talents are rebuilt before
    // the working day, so For You and studentRecommendationSetReady follow the pool's changes.
    name: "talent-recommendations",
    intervalMs: 24 * HOUR_MS,
    offsetMs: HOUR_MS,
    run: (db, slot, context) => enqueueDailyRecommendations(db, slot, context),
  },
];

export const scheduledJobType = (task: Pick<ScheduledTask, "name">) => `schedule:${task.name}`;
/** The queue's unique dedupe key makes one job per task and slot, however many workers enqueue it. */
export const slotDedupeKey = (task: Pick<ScheduledTask, "name">, slot: Date) => `schedule:${task.name}:${slot.toISOString()}`;

/** The latest slot at or before `now`. */
export function slotAt(task: Pick<ScheduledTask, "intervalMs" | "offsetMs">, now: Date): Date {
  const since = now.getTime() - task.offsetMs;
  return new Date(Math.floor(since / task.intervalMs) * task.intervalMs + task.offsetMs);
}

async function enqueueSlot(db: Database, task: ScheduledTask, slot: Date): Promise<void> {
  await enqueueJob(db, {
    type: scheduledJobType(task),
    payload: { slot: slot.toISOString() },
    dedupeKey: slotDedupeKey(task, slot),
    runAt: slot,
  });
}

/**
 * Called when a worker starts: makes sure the current slot of every task exists (it runs now if it
 * never ran; a slot already run is a duplicate key and ignored). Each run enqueues the next slot,
 * so the chain continues from here, and a broken chain is mended at the next start.
 */
export async function ensureScheduled(db: Database, now = new Date(), tasks = SCHEDULED_TASKS): Promise<void> {
  for (const task of tasks) await enqueueSlot(db, task, slotAt(task, now));
}

/**
 * The next slot to enqueue after running `slot`: the following one, or, after downtime, the
 * current one, so days missed while no worker ran are not replayed one by one.
 */
export function nextSlot(task: ScheduledTask, slot: Date, now: Date): Date {
  const following = new Date(slot.getTime() + task.intervalMs);
  const current = slotAt(task, now);
  return current > following ? current : following;
}

export function scheduledJobHandlers(tasks = SCHEDULED_TASKS, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return Object.fromEntries(
    tasks.map((task): [string, JobHandler] => [
      scheduledJobType(task),
      async (payload, context) => {
        const slot = new Date(String(payload.slot));
        if (Number.isNaN(slot.getTime())) throw new Error(`Scheduled job ${task.name} without a valid slot`);
        // The next slot first: a run that keeps failing must not end the chain.
        await enqueueSlot(context.db, task, nextSlot(task, slot, clock()));
        await task.run(context.db, slot, context);
      },
    ]),
  );
}
