import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

/**
 * Product analytics events (`ed_...`) sent by the portal through POST /v1/job-portal/mixpanel/track.
 * Kept here first; forwarded to Mixpanel by a background job only when MIXPANEL_TOKEN is set.
 */
export const trackedEvents = pgTable(
  "tracked_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventName: text().notNull(),
    eventData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set once Mixpanel accepted the event; null while unsent or when forwarding is off. */
    forwardedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("tracked_events_created_idx").on(table.createdAt),
    index("tracked_events_company_created_idx").on(table.companyId, table.createdAt),
  ],
);
