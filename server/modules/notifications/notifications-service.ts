import { SESSION_ENDED } from "@/server/api/middleware/require-session";
import { tokenInvalid } from "@/server/modules/auth/auth-errors";
import type { Database, Executor } from "@/server/db/client";
import { activeOwnerIds } from "@/server/modules/companies/companies-service";
import { jobAudienceUserIds } from "@/server/modules/permissions/permissions-service";
import { activeMemberNotFound, applicationNotFound, jobNotFound, notificationNotFound, ownerlessCompany } from "./notifications-errors";
import { notifyEvent } from "./notify-service";
import { notificationStatusCache } from "./notification-status-cache";
import { listNotificationRows, markRead, readStatusSnapshot, touchLastSeen, type NotificationRow } from "./notifications-queries";
import { findActiveMemberUserId, findCompanyApplication, findCompanyJob } from "./operator-notification-queries";
import {
  formatNotificationCursor,
  parseNotificationCursor,
  type NotificationItem,
  type NotificationLastSeen,
  type NotificationList,
  type NotificationListQuery,
  type NotificationStatus,
  type OperatorNotificationBody,
} from "./notifications-schemas";

// Jobs and team tell the owners when a trial limit is reached.
export { notifyTrialLimitReached } from "./trial-limit";

// Read by the notification benchmark (scripts/bench-notifications.ts) through this service.
export { hasUnseenUnread } from "./notifications-queries";

export type StatusAnswer = { etag: string } & ({ notModified: true } | { notModified: false; status: NotificationStatus });

/** The poll's ETag: the user and their notification version, so it moves exactly when the answer may. */
export function notificationStatusEtag(userId: string, version: number): string {
  return `"n${version}-${userId}"`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/**
 * GET /v1/notification/status, the bell's red dot (an unread notification arrived since the user
 * last opened the list), answered in this order:
 * 1. a live session this process knows and an If-None-Match of the user's current version: 304,
 *    no query;
 * 2. known session, known answer for the current version: 200 from memory, no query;
 * 3. otherwise one statement reads the session, the version and the answer together, and the
 *    process remembers them. A session the database no longer accepts is a 401.
 * The cache is kept current by the database's announcements (notification-status-cache.ts).
 */
export async function notificationStatusFor(
  db: Database,
  caller: { userId: string; sessionId: string },
  ifNoneMatch: string | undefined,
  now = new Date(),
): Promise<StatusAnswer> {
  const cache = notificationStatusCache(db);
  const cached = cache.lookup(caller.userId, caller.sessionId, now.getTime());
  if (cached) {
    const etag = notificationStatusEtag(caller.userId, cached.version);
    if (etagMatches(ifNoneMatch, etag)) return { etag, notModified: true };
    if (cached.hasNotification !== null) return { etag, notModified: false, status: { hasNotification: cached.hasNotification } };
  }
  const ticket = cache.ticket();
  const read = await readStatusSnapshot(db, caller.userId, caller.sessionId, now);
  if (!read.sessionExpiresAt) {
    cache.forgetSession(caller.userId, caller.sessionId);
    throw tokenInvalid(SESSION_ENDED);
  }
  cache.remember(ticket, caller.userId, caller.sessionId, { ...read, sessionExpiresAt: read.sessionExpiresAt });
  const etag = notificationStatusEtag(caller.userId, read.version);
  if (etagMatches(ifNoneMatch, etag)) return { etag, notModified: true };
  return { etag, notModified: false, status: { hasNotification: read.hasNotification } };
}

/** Spec 4: opening the list marks last-seen, which puts the red dot out until something new arrives. */
export async function markNotificationsSeen(db: Executor, userId: string): Promise<NotificationLastSeen> {
  const lastSeenAt = await touchLastSeen(db, userId);
  return { lastSeenAt: lastSeenAt.toISOString() };
}

function toItem(row: NotificationRow): NotificationItem {
  return {
    _id: row.id,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
    title: row.title,
    body: row.body,
    action: row.action,
    category: row.category,
    type: row.type,
    data: { ...row.data, type: row.data.type ?? row.type },
  };
}

/** GET /v1/notification/all: a page of the caller's own notifications and the cursor of the next. */
export async function listNotifications(db: Executor, userId: string, query: NotificationListQuery): Promise<NotificationList> {
  const rows = await listNotificationRows(db, {
    userId,
    appTarget: query.appTarget,
    limit: query.limit,
    category: query.category,
    isRead: query.isRead,
    cursor: query.datetime ? parseNotificationCursor(query.datetime) : null,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    docs: page.map(toItem),
    nextDatetime: rows.length > query.limit && last ? formatNotificationCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/** PATCH /v1/notification/isread: another user's id is a 404, exactly like an unknown one. */
export async function markNotificationRead(db: Executor, userId: string, id: string): Promise<NotificationItem> {
  const row = await markRead(db, userId, id);
  if (!row) throw notificationNotFound();
  return toItem(row);
}

/**
 * The operator command: raises a catalogue notification where no product event exists yet (an
 * interview reminder, a best-company award ...). Recipients follow the same rule as the product:
 * one active member named by userId, else the job's audience, else the company's owners.
 */
export async function raiseOperatorNotification(db: Database, body: OperatorNotificationBody, now = new Date()) {
  return db.transaction(async (tx) => {
    if (body.jobId) {
      const job = await findCompanyJob(tx, body.companyId, body.jobId);
      if (!job) throw jobNotFound();
      body.params.jobTitle ??= job.role || undefined;
    }
    if (body.jobApplicationId) {
      const application = await findCompanyApplication(tx, body.companyId, body.jobApplicationId);
      if (!application || (body.jobId && application.jobId !== body.jobId)) throw applicationNotFound();
      body.params.applicantName ??= application.name;
    }
    let recipientUserIds: string[];
    if (body.userId) {
      const memberUserId = await findActiveMemberUserId(tx, body.companyId, body.userId);
      if (!memberUserId) throw activeMemberNotFound();
      recipientUserIds = [memberUserId];
    } else if (body.jobId) {
      recipientUserIds = await jobAudienceUserIds(tx, body.companyId, body.jobId);
    } else {
      recipientUserIds = await activeOwnerIds(tx, body.companyId);
      if (recipientUserIds.length === 0) throw ownerlessCompany();
    }
    let written = 0;
    for (let index = 0; index < body.count; index += 1) {
      written += await notifyEvent(tx, {
        type: body.type,
        recipientUserIds,
        companyId: body.companyId,
        params: body.params,
        subject: { jobId: body.jobId, jobApplicationId: body.jobApplicationId },
        // A second apart, the last one now: the list shows them in the order they were raised.
        createdAt: new Date(now.getTime() - (body.count - 1 - index) * 1000),
      });
    }
    return { written, recipientUserIds };
  });
}
