import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { notificationLastSeen, notifications } from "@/server/db/schema/notifications";

export const EMPLOYER_APP = "employer";

/**
 * Whether the user has an unread notification newer than their last look at the list, in one
 * indexed query (recipient, app, created_at desc). Only the caller's own notifications count.
 */
export async function hasUnseenUnread(db: Executor, userId: string, appTarget = EMPLOYER_APP): Promise<boolean> {
  const [row] = await executeRows<{ found: boolean }>(
    db,
    sql`select exists (
      select 1 from ${notifications}
      where ${notifications.recipientUserId} = ${userId}
        and ${notifications.appTarget} = ${appTarget}
        and ${notifications.isRead} = false
        and ${notifications.createdAt} > coalesce(
          (select ${notificationLastSeen.lastSeenAt} from ${notificationLastSeen}
           where ${notificationLastSeen.userId} = ${userId}),
          '-infinity'::timestamptz)
    ) as found`,
  );
  return row?.found === true;
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
