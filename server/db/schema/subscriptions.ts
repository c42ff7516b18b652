import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies } from "./companies";

/**
 * The plan catalogue. Plans are reference data written by a migration, so every database has them.
 * A quota of null means unlimited.
 */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** Whole rupiah. */
    priceIdr: bigint({ mode: "number" }).notNull(),
    durationDays: integer().notNull(),
    isTrial: boolean().notNull().default(false),
    /** Offered for purchase; retired plans stay for the subscriptions that use them. */
    isPublic: boolean().notNull().default(true),
    jobPostQuota: integer(),
    memberQuota: integer(),
    talentContactQuota: integer(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("subscription_plans_code_unique").on(table.code)],
);

export const subscriptionKind = pgEnum("subscription_kind", ["trial", "paid"]);
export const subscriptionStatus = pgEnum("subscription_status", ["trial", "active", "expired"]);

/**
 * One period of a plan for a company. The latest period is the company's subscription; a period
 * whose end has passed reads as expired even before a job marks it so.
 */
export const companySubscriptions = pgTable(
  "company_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id),
    kind: subscriptionKind().notNull(),
    status: subscriptionStatus().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("company_subscriptions_company_ends_idx").on(table.companyId, table.endsAt),
    // The free trial is once per company, whatever its status later.
    uniqueIndex("company_subscriptions_one_trial_unique").on(table.companyId).where(sql`kind = 'trial'`),
  ],
);
