import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies, companyMembers } from "./companies";
import { permissionAction, permissionResource, type PermissionCriteria } from "./member-permissions";
import { users } from "./users";

export const changeRequestStatus = pgEnum("change_request_status", ["pending", "granted", "declined"]);

export type ChangeRequestPage = { name: string; url: string };

/** A member's request for access (spec 3 Change request: type, note, data). */
export const companyChangeRequests = pgTable(
  "company_change_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    memberId: uuid()
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    type: text().notNull().default("permission"),
    note: text(),
    resource: permissionResource().notNull(),
    action: permissionAction().notNull(),
    allowedCriteria: jsonb().$type<PermissionCriteria>(),
    page: jsonb().$type<ChangeRequestPage>(),
    status: changeRequestStatus().notNull().default("pending"),
    respondedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp({ withTimezone: true }),
    responseNote: text(),
    ...timestamps,
  },
  (table) => [
    index("company_change_requests_company_status_idx").on(table.companyId, table.status, table.createdAt),
    index("company_change_requests_member_resource_idx").on(table.memberId, table.resource, table.updatedAt),
  ],
);
