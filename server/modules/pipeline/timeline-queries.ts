import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { applicationEvents } from "@/server/db/schema/pipeline";
import { users } from "@/server/db/schema/users";

/** A keyset position: created_at as text with microseconds (a JS date would drop them) and the id. */
export type TimelineCursor = { createdAt: string; id: string };

// Microsecond precision in UTC, so the cursor compares exactly against the stored timestamp.
const createdAtText = sql<string>`to_char(${applicationEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const entryColumns = {
  id: applicationEvents.id,
  type: applicationEvents.type,
  actor: applicationEvents.actor,
  actorName: users.name,
  createdAt: applicationEvents.createdAt,
  createdAtText,
  data: applicationEvents.data,
};

function entries(db: Executor, where: SQL | undefined) {
  return db.select(entryColumns).from(applicationEvents).leftJoin(users, eq(users.id, applicationEvents.actorUserId)).where(where);
}
export type TimelineRow = Awaited<ReturnType<typeof entries>>[number];

/**
 * One page of an application's timeline, newest first, keyset on (created_at desc, id desc), with
 * each acting member's name from the same query. Answers one row more than asked when there is a
 * next page.
 */
export function timelinePage(db: Executor, params: { applicationId: string; cursor?: TimelineCursor; limit: number }) {
  const conditions: SQL[] = [eq(applicationEvents.applicationId, params.applicationId)];
  if (params.cursor) {
    conditions.push(sql`(${applicationEvents.createdAt}, ${applicationEvents.id}) < (${params.cursor.createdAt}::timestamptz, ${params.cursor.id}::uuid)`);
  }
  return entries(db, and(...conditions))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(params.limit + 1);
}

/** The record one request wrote of a kind for an application (its idempotency key), with its actor's name. */
export async function recordOfRequest(db: Executor, params: { applicationId: string; type: "noteAdded"; requestId: string }): Promise<TimelineRow | null> {
  const [row] = await entries(
    db,
    and(eq(applicationEvents.applicationId, params.applicationId), eq(applicationEvents.type, params.type), eq(applicationEvents.requestId, params.requestId)),
  ).limit(1);
  return row ?? null;
}
