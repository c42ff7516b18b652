import type { Database, Executor } from "@/server/db/client";
import { enqueueJob } from "@/server/jobs/queue";
import { insertTrackedEvent } from "./event-tracking-queries";
import type { TrackEventBody } from "./event-tracking-schemas";

export const FORWARD_EVENT_JOB = "event-tracking.forward-to-mixpanel";

export type TrackContext = { userId: string; companyId: string | null; forward: boolean };

/**
 * Stores the event and, when forwarding is configured, queues its delivery to Mixpanel in the same
 * transaction: the event is never lost between the two, and never sent twice (the job dedupes on
 * the event id and Mixpanel on $insert_id).
 */
export async function trackEvent(db: Database, body: TrackEventBody, context: TrackContext): Promise<{ id: string; forwarded: boolean }> {
  return db.transaction((tx) => recordEvent(tx, body, context));
}

/**
 * `trackEvent` inside the caller's transaction: an event the server records about an action (e.g.
 * ed_talent_unlocked) exists exactly when the action was committed.
 */
export async function recordEvent(db: Executor, body: TrackEventBody, context: TrackContext): Promise<{ id: string; forwarded: boolean }> {
  const event = await insertTrackedEvent(db, { eventName: body.eventName, eventData: body.eventData, userId: context.userId, companyId: context.companyId });
  if (context.forward) {
    await enqueueJob(db, { type: FORWARD_EVENT_JOB, payload: { eventId: event.id }, dedupeKey: `mixpanel:${event.id}` });
  }
  return { id: event.id, forwarded: context.forward };
}
