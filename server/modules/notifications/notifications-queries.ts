import { and, eq, sql, type SQL } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { notificationLastSeen, notifications, notificationVersions, type NotificationData } from "@/server/db/schema/notifications";
import { authSessions } from "@/server/db/schema/sessions";
import { EMPLOYER_APP_TARGET } from "./notifications-contract";
import type { NotificationCursor } from "./notifications-schemas";

export const EMPLOYER_APP = EMPLOYER_APP_TARGET;

/**
 * "An unread notification of the user newer than their last look at the list": one probe of the
 * partial index of unread rows (recipient, app, created_at desc) plus the last-seen primary key.
 * Only the caller's own notifications count.
 */
function unseenUnreadExists(userId: string, appTarget: string): SQL {
  return sql`exists (
    select 1 from ${notifications}
    where ${notifications.recipientUserId} = ${userId}
      and ${notifications.appTarget} = ${appTarget}
      and ${notifications.isRead} = false
      and ${notifications.createdAt} > coalesce(
        (select ${notificationLastSeen.lastSeenAt} from ${notificationLastSeen}
         where ${notificationLastSeen.userId} = ${userId}),
        '-infinity'::timestamptz)
  )`;
}

/** Whether the user has an unread notification newer than their last look at the list. */
export async function hasUnseenUnread(db: Executor, userId: string, appTarget = EMPLOYER_APP): Promise<boolean> {
  const [row] = await executeRows<{ found: boolean }>(db, sql`select ${unseenUnreadExists(userId, appTarget)} as found`);
  return row?.found === true;
}

export type StatusSnapshot = {
  /** When the session ends, or null when it is revoked, expired or not the user's. */
  sessionExpiresAt: Date | null;
  /** The user's notification version (0 before anything was ever written for them). */
  version: number;
  hasNotification: boolean;
};

/**
 * Everything the status poll needs, in one statement (one snapshot, one round trip): whether the
 * caller's session is live, the user's notification version and the answer for it.
 */
export async function readStatusSnapshot(db: Executor, userId: string, sessionId: string, now: Date, appTarget = EMPLOYER_APP): Promise<StatusSnapshot> {
  const [row] = await executeRows<{ session_expires_at: Date | string | null; version: string; has_notification: boolean }>(
    db,
    sql`select
      (select ${authSessions.expiresAt} from ${authSessions}
       where ${authSessions.id} = ${sessionId} and ${authSessions.userId} = ${userId}
         and ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > ${now.toISOString()}::timestamptz) as session_expires_at,
      coalesce((select ${notificationVersions.version} from ${notificationVersions}
                where ${notificationVersions.userId} = ${userId}), 0)::text as version,
      ${unseenUnreadExists(userId, appTarget)} as has_notification`,
  );
  return {
    sessionExpiresAt: row?.session_expires_at ? new Date(row.session_expires_at) : null,
    version: Number(row?.version ?? 0),
    hasNotification: row?.has_notification === true,
  };
}

/** Records that the user opened the notification list now; answers the stored time. */
export async function touchLastSeen(db: Executor, userId: string, appTarget = EMPLOYER_APP): Promise<Date> {
  const now = new Date();
  const [row] = await db
    .insert(notificationLastSeen)
    .values({ userId, appTarget, lastSeenAt: now })
    .onConflictDoUpdate({ target: notificationLastSeen.userId, set: { lastSeenAt: now, appTarget } })
    .returning({ lastSeenAt: notificationLastSeen.lastSeenAt });
  return row?.lastSeenAt ?? now;
}

export type NotificationRow = {
  id: string;
  is_read: boolean;
  created_at: string | Date;
  /** created_at in UTC to the microsecond: the cursor must not lose what JavaScript dates drop. */
  cursor_at: string;
  title: string;
  body: string;
  action: string | null;
  category: string;
  type: string;
  data: NotificationData;
};

const columns = sql`id, is_read, created_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
  title, body, action, category, type, data`;

/**
 * One page of the user's notifications, newest first, keyset-paged on (created_at, id) so rows
 * inserted while the user scrolls never shift the pages (one index range scan). Fetches one row
 * more than asked to know whether another page exists.
 */
export async function listNotificationRows(
  db: Executor,
  params: { userId: string; appTarget: string; limit: number; category?: string; isRead?: boolean; cursor?: NotificationCursor | null },
): Promise<NotificationRow[]> {
  const conditions: SQL[] = [sql`recipient_user_id = ${params.userId}`, sql`app_target = ${params.appTarget}`];
  if (params.category) conditions.push(sql`category = ${params.category}`);
  if (params.isRead !== undefined) conditions.push(sql`is_read = ${params.isRead}`);
  if (params.cursor) {
    conditions.push(
      params.cursor.id
        ? sql`(created_at, id) < (${params.cursor.createdAt}::timestamptz, ${params.cursor.id}::uuid)`
        : sql`created_at < ${params.cursor.createdAt}::timestamptz`,
    );
  }
  return executeRows<NotificationRow>(
    db,
    sql`select ${columns} from ${notifications}
        where ${sql.join(conditions, sql` and `)}
        order by created_at desc, id desc
        limit ${params.limit + 1}`,
  );
}

/** Marks one of the user's own notifications read; null when it is not theirs (or does not exist). */
export async function markRead(db: Executor, userId: string, id: string): Promise<NotificationRow | null> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientUserId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) return null;
  const [row] = await executeRows<NotificationRow>(db, sql`select ${columns} from ${notifications} where id = ${id}`);
  return row ?? null;
}
