import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { FEEDBACK_CATEGORIES } from "../../modules/help-center/help-center-contract";
import { companies } from "./companies";
import { users } from "./users";

export const feedbackCategory = pgEnum("feedback_category", FEEDBACK_CATEGORIES);

/** Feedback a company user sent from the help center (spec 2.3 Send Feedback); mailed to support. */
export const helpCenterFeedback = pgTable(
  "help_center_feedback",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: feedbackCategory().notNull(),
    message: text().notNull(),
    /** The key FileStorage chose for the optional screenshot; null without one. */
    screenshotKey: text(),
    screenshotMimeType: text(),
    screenshotSizeBytes: integer(),
    /** The support mail queued with it (email_outbox.id). */
    emailId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("help_center_feedback_user_created_idx").on(table.userId, table.createdAt),
    index("help_center_feedback_company_created_idx").on(table.companyId, table.createdAt),
  ],
);
