import type { JobHandler } from "@/server/jobs/worker";

/**
 * Background job types of this module, by type name. None so far: invitations and reminders go
 * through the mail outbox, and the expiry and reminder sweep is the scheduled task
 * "tech-test-sweep" (server/jobs/schedule.ts, tech-test-sweep.ts).
 */
export const techTestJobHandlers: Record<string, JobHandler> = {};
