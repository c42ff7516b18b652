import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_recipient_created_idx").on(table.recipientUserId, table.appTarget, table.createdAt.desc(), table.id.desc()),
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
