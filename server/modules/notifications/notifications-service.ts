import type { Executor } from "@/server/db/client";
import { hasUnseenUnread, touchLastSeen } from "./notifications-queries";
import type { NotificationLastSeen, NotificationStatus } from "./notifications-schemas";

/** The bell's red dot: an unread notification arrived since the user last opened the list. */
export async function getNotificationStatus(db: Executor, userId: string): Promise<NotificationStatus> {
  return { hasNotification: await hasUnseenUnread(db, userId) };
}

/** Spec 4: opening the list marks last-seen, which puts the red dot out until something new arrives. */
export async function markNotificationsSeen(db: Executor, userId: string): Promise<NotificationLastSeen> {
  const lastSeenAt = await touchLastSeen(db, userId);
  return { lastSeenAt: lastSeenAt.toISOString() };
}
