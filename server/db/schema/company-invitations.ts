import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies, companyMembers } from "./companies";
import type { PermissionCriteria } from "./member-permissions";
import { users } from "./users";

export const invitationStatus = pgEnum("invitation_status", ["pending", "active"]);

/** The access an invitation gives once accepted. */
export type InvitedPermission = {
  resource: string;
  action: string;
  allowedCriteria: PermissionCriteria | null;
};

/** An invitation to join a company's team (spec 2.9 invited table, spec 4 invited member). */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text().notNull(),
    /** SHA-256 of the join link's token; replaced on every resend. */
    tokenHash: text().notNull(),
    accessPermissions: jsonb().$type<InvitedPermission[]>().notNull().default([]),
    status: invitationStatus().notNull().default("pending"),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 1 for the first mail; each resend adds one. */
    sendCount: integer().notNull().default(1),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    memberId: uuid().references(() => companyMembers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("company_invitations_token_unique").on(table.tokenHash),
    // One open invitation per address and company.
    uniqueIndex("company_invitations_pending_email_unique")
      .on(table.companyId, table.email)
      .where(sql`status = 'pending'`),
    index("company_invitations_company_sent_idx").on(table.companyId, table.sentAt),
  ],
);
