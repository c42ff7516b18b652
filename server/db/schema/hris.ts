import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import type { HrisAccessArea, HrisAdminRole, HrisJoinRequestStatus, HrisRequestSource } from "../../modules/hris/hris-contract";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

/**
 * The HRIS side's company (issue 17): one per company of ours, found by the company's email domain
 * (spec 7.4 company lookup). Created by the first user who enters HRIS (create-from-external).
 */
export const hrisCompanies = pgTable(
  "hris_companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Lower-cased copy of the company's email domain when the HRIS company was created. */
    emailDomain: text().notNull(),
    name: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    // One HRIS company per company: the loser of a create-from-external race fails here.
    uniqueIndex("hris_companies_company_unique").on(table.companyId),
    uniqueIndex("hris_companies_email_domain_unique").on(table.emailDomain),
  ],
);

/** An HRIS admin: the Super Admin (spec 6: unrestricted, sets others' access) or an admin with some areas. */
export const hrisAdmins = pgTable(
  "hris_admins",
  {
    id: uuid().primaryKey().defaultRandom(),
    hrisCompanyId: uuid()
      .notNull()
      .references(() => hrisCompanies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<HrisAdminRole>().notNull(),
    access: text().array().$type<HrisAccessArea[]>().notNull().default(sql`'{}'::text[]`),
    /** Where the record came from: the portal's switcher, or the approval of a join request. */
    source: text().$type<HrisRequestSource | "joinRequest">().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("hris_admins_company_user_unique").on(table.hrisCompanyId, table.userId),
    // Spec 6: one Super Admin per HRIS company, held by the database, so two users racing to be
    // first produce exactly one.
    uniqueIndex("hris_admins_one_super_admin").on(table.hrisCompanyId).where(sql`${table.role} = 'superAdmin'`),
    index("hris_admins_user_idx").on(table.userId),
    check("hris_admins_role_check", sql`${table.role} in ('superAdmin', 'admin')`),
  ],
);

/** A user's request to become an admin of their company's HRIS (spec 3 join request); one per user and company. */
export const hrisJoinRequests = pgTable(
  "hris_join_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    hrisCompanyId: uuid()
      .notNull()
      .references(() => hrisCompanies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Spec 5: optional, at most 300 characters. */
    note: varchar({ length: 300 }),
    status: text().$type<HrisJoinRequestStatus>().notNull().default("pending"),
    source: text().$type<HrisRequestSource>().notNull(),
    decidedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** canResend and the re-request date count from here (spec 9: 3 days after the last update). */
    ...timestamps,
  },
  (table) => [
    uniqueIndex("hris_join_requests_company_user_unique").on(table.hrisCompanyId, table.userId),
    index("hris_join_requests_company_status_idx").on(table.hrisCompanyId, table.status, table.updatedAt),
    check("hris_join_requests_status_check", sql`${table.status} in ('pending', 'approved', 'denied')`),
  ],
);

/**
 * A session of the built-in HRIS console, opened by trading a one-time login token (platform hris).
 * Only the SHA-256 of its token is stored; the token lives in an httpOnly cookie scoped to /hris.
 */
export const hrisConsoleSessions = pgTable(
  "hris_console_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("hris_console_sessions_token_unique").on(table.tokenHash)],
);
