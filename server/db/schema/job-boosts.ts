import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { jobs } from "./jobs";
import { paymentOrders } from "./subscriptions";
import { users } from "./users";

export const jobBoostStatus = pgEnum("job_boost_status", ["active", "ended"]);

/**
 * One boost of one published job: it ranks first on the company's careers page from `startsAt`
 * until `endsAt`. The worker marks it ended once `endsAt` has passed; readers compare with the
 * clock too, so a boost never outlives its end while the worker is behind.
 */
export const jobBoosts = pgTable(
  "job_boosts",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    durationDays: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: jobBoostStatus().notNull().default("active"),
    /** The boost pack order it was taken from; null: taken from the plan month's quota. */
    purchaseOrderId: uuid().references(() => paymentOrders.id, { onDelete: "set null" }),
    endedAt: timestamp({ withTimezone: true }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    // Balance: the boosts a company started within a plan month.
    index("job_boosts_company_starts_idx").on(table.companyId, table.startsAt),
    // What is left of each boost pack bought.
    index("job_boosts_purchase_order_idx").on(table.purchaseOrderId),
    // A job has at most one running boost, whatever races the requests run.
    uniqueIndex("job_boosts_one_active_unique").on(table.jobId).where(sql`status = 'active'`),
    // The worker's sweep.
    index("job_boosts_active_ends_idx").on(table.endsAt).where(sql`status = 'active'`),
  ],
);
