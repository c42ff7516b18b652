import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

/** The data block of spec 3's Notification: where the item leads and what it is about. */
export type NotificationData = {
  jobId?: string;
  jobApplicationId?: string;
  recruitmentStepId?: string;
  userCompanyId?: string;
  pageUrl?: string;
  pageName?: string;
  type: string;
  companyLogoUrl?: string;
  imageUrl?: string;
};

/** One record per recipient, written in the transaction of the event that caused it. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid().references(() => companies.id, { onDelete: "cascade" }),
    /** Which product shows it: this portal ("employer") or the job-seeker site. */
    appTarget: text().notNull().default("employer"),
    type: text().notNull(),
    category: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    action: text(),
    data: jsonb().$type<NotificationData>().notNull(),
    isRead: boolean().notNull().default(false),
    /**
     * Set by senders that must not repeat themselves (reminders: type, subject and day). Unique per
     * recipient, so a second run of the same reminder writes nothing, whichever worker runs it.
     */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list: a user's notifications newest first, keyset-paged on (created_at, id).
    index("notifications_recipient_created_idx").on(table.recipientUserId, table.appTarget, table.createdAt.desc(), table.id.desc()),
    // The list's category tabs, same order, so a tab never scans the other categories' rows.
    index("notifications_recipient_category_created_idx").on(
      table.recipientUserId,
      table.appTarget,
      table.category,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The bell's status check (polled every 60 s by every signed-in user): "an unread row newer
    // than last seen" is the first entry of this partial index for (recipient, app), one probe.
    // Only unread rows are in it, so it stays small however long the history grows.
    index("notifications_unread_recipient_created_idx")
      .on(table.recipientUserId, table.appTarget, table.createdAt.desc())
      .where(sql`${table.isRead} = false`),
    uniqueIndex("notifications_recipient_dedupe_unique")
      .on(table.recipientUserId, table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
  ],
);

/** When each user last opened the notification list; unread since then lights the bell. */
export const notificationLastSeen = pgTable("notification_last_seen", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  appTarget: text().notNull().default("employer"),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A number per user that moves whenever the bell's answer may have changed: database triggers
 * (migration 0010) bump it on every insert, update or delete of the user's notifications or
 * last-seen row, and announce it with NOTIFY so every app instance can keep its cached answer
 * current (server/modules/notifications/notification-status-cache.ts). The status poll's ETag is
 * (user, version), so an unchanged poll is answered without a query.
 */
export const notificationVersions = pgTable("notification_versions", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(1),
});
