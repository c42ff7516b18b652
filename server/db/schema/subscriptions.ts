import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BillingDetails } from "@/server/modules/checkout/billing-details-contract";
import type { PaymentInstructions } from "@/server/modules/checkout/checkout-schemas";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

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
    /** Whole rupiah for a year paid at once; null: sold monthly only. */
    yearlyPriceIdr: bigint({ mode: "number" }),
    durationDays: integer().notNull(),
    isTrial: boolean().notNull().default(false),
    /** Offered for purchase; retired plans stay for the subscriptions that use them. */
    isPublic: boolean().notNull().default(true),
    jobPostQuota: integer(),
    memberQuota: integer(),
    talentContactQuota: integer(),
    /** Job boosts included each month. */
    boostQuota: integer().notNull().default(0),
    featureAiAnalyzer: boolean().notNull().default(false),
    featureTalentDatabase: boolean().notNull().default(false),
    featureJobIntegration: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("subscription_plans_code_unique").on(table.code)],
);

/**
 * Job boosts sold on their own, on top of a plan's monthly boosts. Reference data written by a
 * migration, like the plans; a retired pack stays for the orders that bought it.
 */
export const boostPacks = pgTable(
  "boost_packs",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    name: text().notNull(),
    boosts: integer().notNull(),
    /** Whole rupiah. */
    priceIdr: bigint({ mode: "number" }).notNull(),
    isPublic: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("boost_packs_code_unique").on(table.code)],
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
    /** The order that paid this period (server/db/schema/payments.ts); null for trials and seeded periods. */
    orderId: uuid().references((): AnyPgColumn => paymentOrders.id, { onDelete: "set null" }),
    /** What the period's plan cost, whole rupiah before VAT and fee: the base of an upgrade's credit. */
    paidAmountIdr: bigint({ mode: "number" }),
    /** The admin cancelled: the period runs to its end and nothing follows (no renewal reminders). */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** When the worker closed the published jobs above this period's job quota (once per period). */
    quotaEnforcedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("company_subscriptions_company_ends_idx").on(table.companyId, table.endsAt),
    // The free trial is once per company, whatever its status later.
    uniqueIndex("company_subscriptions_one_trial_unique").on(table.companyId).where(sql`kind = 'trial'`),
    // An order activates at most one period.
    uniqueIndex("company_subscriptions_order_unique").on(table.orderId),
  ],
);

export const paymentOrderKind = pgEnum("payment_order_kind", ["new", "upgrade", "renewal", "downgrade", "boostPack"]);
export const paymentOrderStatus = pgEnum("payment_order_status", ["pending", "paid", "expired", "failed", "refunded"]);
export const billingPeriod = pgEnum("billing_period", ["monthly", "yearly"]);

/**
 * A purchase of a plan period, or of a boost pack (kind boostPack: a pack and its boosts instead
 * of a plan, period and dates; a check constraint keeps the two shapes apart). Every figure of the quote is kept, in whole rupiah, as the buyer saw
 * it; the payment provider knows the order by `providerOrderNumber`.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The plan bought; null for a boost pack. */
    planId: uuid().references(() => subscriptionPlans.id),
    period: billingPeriod(),
    kind: paymentOrderKind().notNull(),
    /** The boost pack bought, and how many boosts it gave (copied: the catalogue may change). */
    boostPackId: uuid().references(() => boostPacks.id),
    boosts: integer(),
    paymentMethod: text().notNull(),
    subtotalIdr: bigint({ mode: "number" }).notNull(),
    prorationCreditIdr: bigint({ mode: "number" }).notNull(),
    discountIdr: bigint({ mode: "number" }).notNull(),
    promoCode: text(),
    vatRatePercent: integer().notNull(),
    vatIdr: bigint({ mode: "number" }).notNull(),
    feeIdr: bigint({ mode: "number" }).notNull(),
    totalIdr: bigint({ mode: "number" }).notNull(),
    /** The period as quoted when ordered; activation places it again at payment time. */
    quotedStartsAt: timestamp({ withTimezone: true }),
    quotedEndsAt: timestamp({ withTimezone: true }),
    status: paymentOrderStatus().notNull().default("pending"),
    /** "simulator" or "midtrans". */
    provider: text().notNull(),
    providerOrderNumber: text().notNull(),
    instructions: jsonb().$type<PaymentInstructions>(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    invoiceNumber: text(),
    /** The company's billing details copied when the order was paid: what its invoice prints, whatever later edits. */
    billingDetails: jsonb().$type<BillingDetails>(),
    /** Whole rupiah returned to the buyer; set with status refunded. */
    refundedAmountIdr: bigint({ mode: "number" }),
    refundedAt: timestamp({ withTimezone: true }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("payment_orders_provider_order_number_unique").on(table.providerOrderNumber),
    index("payment_orders_company_created_idx").on(table.companyId, table.createdAt),
    // One pending order per company at a time, whatever races the requests run.
    uniqueIndex("payment_orders_one_pending_unique").on(table.companyId).where(sql`status = 'pending'`),
    index("payment_orders_pending_created_idx").on(table.createdAt).where(sql`status = 'pending'`),
    uniqueIndex("payment_orders_invoice_number_unique").on(table.companyId, table.invoiceNumber),
    // Compared as text: an enum value added by a migration cannot be used in that same migration.
    check(
      "payment_orders_item_shape",
      sql`(${table.kind}::text = 'boostPack' and ${table.boostPackId} is not null and ${table.boosts} > 0 and ${table.planId} is null and ${table.period} is null)
        or (${table.kind}::text <> 'boostPack' and ${table.planId} is not null and ${table.period} is not null and ${table.quotedStartsAt} is not null and ${table.quotedEndsAt} is not null and ${table.boostPackId} is null)`,
    ),
  ],
);

/** The renewal reminders sent: one per paid period and number of days before its end, never twice. */
export const subscriptionRenewalReminders = pgTable(
  "subscription_renewal_reminders",
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => companySubscriptions.id, { onDelete: "cascade" }),
    daysBefore: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: "subscription_renewal_reminders_pk", columns: [table.subscriptionId, table.daysBefore] })],
);

/** Every payment notification received (forged ones too), for idempotency and audit. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    /** webhook: the provider called us; reconciliation: we asked the provider for the status. */
    source: text().notNull().default("webhook"),
    orderId: uuid().references(() => paymentOrders.id, { onDelete: "cascade" }),
    providerOrderNumber: text(),
    transactionStatus: text(),
    statusCode: text(),
    grossAmount: text(),
    /** What it did: paid, expired, failed, ignored, amount_mismatch, invalid_signature, unknown_order. */
    outcome: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payment_notifications_order_idx").on(table.orderId, table.receivedAt)],
);

/** Who the company's invoices are made out to (Settings, Billing & Invoicing); one row per company once saved. */
export const companyBillingDetails = pgTable("company_billing_details", {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  billingName: text().notNull(),
  billingEmail: text().notNull(),
  /** Free text, lines separated by newlines, printed as given. */
  address: text().notNull(),
  /** NPWP as its 15 or 16 digits only (punctuation is for display). */
  taxId: text(),
  updatedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

/** The last invoice number given per company: incremented in the paying transaction, so no gaps. */
export const companyInvoiceCounters = pgTable("company_invoice_counters", {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  lastNumber: integer().notNull().default(0),
});

/** The local payment simulator's own ledger: what a bank or e-wallet would hold. */
export const paymentSimulatorCharges = pgTable("payment_simulator_charges", {
  orderNumber: text().primaryKey(),
  paymentType: text().notNull(),
  paymentMethod: text().notNull(),
  grossAmountIdr: bigint({ mode: "number" }).notNull(),
  /** Midtrans' transaction_status: pending, settlement, expire. */
  status: text().notNull().default("pending"),
  instructions: jsonb().$type<PaymentInstructions>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
});
