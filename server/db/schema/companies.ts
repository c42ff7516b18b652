import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COMPANY_TIME_ZONES, DEFAULT_COMPANY_TIME_ZONE, type CompanyTimeZone } from "../../modules/analytics/analytics-contract";
import { DEFAULT_EMAIL_TEMPLATE_EDITORS, EMAIL_TEMPLATE_EDITORS, type EmailTemplateEditors } from "../../modules/candidate-emails/candidate-emails-contract";
import { timestamps } from "./columns";
import { users } from "./users";

export const companyVerificationStatus = pgEnum("company_verification_status", [
  "pending",
  "verified",
  "rejected",
]);
export const companySize = pgEnum("company_size", ["small", "medium", "large"]);
export const memberRole = pgEnum("member_role", ["owner", "member"]);
export const memberStatus = pgEnum("member_status", ["pending", "active"]);

export type CompanyInsight = {
  fundingStage?: string;
  fundingAmount?: number;
  benefits?: string[];
  workingPolicies?: string[];
};

export const companies = pgTable(
  "companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** The public careers page address (/careers/{slug}); set at onboarding, unique. */
    slug: text().notNull(),
    sector: text(),
    emailDomain: text().notNull(),
    logoUrl: text(),
    description: text(),
    website: text(),
    size: companySize(),
    cityId: text(),
    cultures: jsonb().$type<string[]>().notNull().default([]),
    whatSpecial: text(),
    insight: jsonb().$type<CompanyInsight>().notNull().default({}),
    rank: text(),
    verificationStatus: companyVerificationStatus().notNull().default("pending"),
    isActive: boolean().notNull().default(true),
    deletedAt: timestamp({ withTimezone: true }),
    /** Where the company's days start and end (analytics periods, issue 16): one of Indonesia's three zones. */
    timeZone: text().$type<CompanyTimeZone>().notNull().default(DEFAULT_COMPANY_TIME_ZONE),
    /** Who may reword the company's candidate email templates (hardening issue 9c). */
    emailTemplateEditors: text().$type<EmailTemplateEditors>().notNull().default(DEFAULT_EMAIL_TEMPLATE_EDITORS),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("companies_email_domain_unique").on(sql`lower(${table.emailDomain})`),
    uniqueIndex("companies_slug_unique").on(table.slug),
    check("companies_time_zone_check", sql.raw(`"time_zone" in (${COMPANY_TIME_ZONES.map((zone) => `'${zone}'`).join(", ")})`)),
    check("companies_email_template_editors_check", sql.raw(`"email_template_editors" in (${EMAIL_TEMPLATE_EDITORS.map((value) => `'${value}'`).join(", ")})`)),
  ],
);

/** A user's membership of a company (the spec's "user company"). */
export const companyMembers = pgTable(
  "company_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: memberRole().notNull().default("member"),
    jobTitle: text(),
    department: text(),
    status: memberStatus().notNull().default("active"),
    lastSeenAt: timestamp({ withTimezone: true }),
    lastSignedInAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("company_members_company_user_unique").on(table.companyId, table.userId),
    index("company_members_user_idx").on(table.userId),
  ],
);
