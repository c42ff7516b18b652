import type { Executor } from "@/server/db/client";
import type { ApplicationEventActor, ApplicationEventType } from "./pipeline-contract";
import { insertApplicationEvents } from "./pipeline-queries";

/** One timeline record to write. */
export type ApplicationEventInput = {
  companyId: string;
  jobId: string;
  applicationId: string;
  type: ApplicationEventType;
  actor: ApplicationEventActor;
  /** The member who acted; set when actor is "member". */
  actorUserId?: string | null;
  /**
   * The idempotency key of the request that caused it. A second record with the same key, type
   * and application is not written (a retried request leaves one record).
   */
  requestId?: string | null;
  data?: Record<string, unknown>;
  /** Defaults to the database's now(); jobs driven by a controllable clock pass theirs. */
  at?: Date;
};

/**
 * The one way to write the activity timeline of applications. Call it in the transaction of the
 * change it records, so the record exists if and only if the change was committed. Answers the ids
 * of the applications that got a new record (those already recorded for the request are left out).
 */
export async function recordApplicationEvents(db: Executor, events: ApplicationEventInput[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = await insertApplicationEvents(
    db,
    events.map((event) => ({
      companyId: event.companyId,
      jobId: event.jobId,
      applicationId: event.applicationId,
      type: event.type,
      actor: event.actor,
      actorUserId: event.actorUserId ?? null,
      requestId: event.requestId ?? null,
      data: event.data ?? {},
      ...(event.at ? { createdAt: event.at } : {}),
    })),
  );
  return new Set(rows.map((row) => row.applicationId));
}

export async function recordApplicationEvent(db: Executor, event: ApplicationEventInput): Promise<boolean> {
  return (await recordApplicationEvents(db, [event])).size > 0;
}
