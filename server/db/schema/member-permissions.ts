import { index, jsonb, pgEnum, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from "../../modules/permissions/permissions-contract";
import { timestamps } from "./columns";
import { companies, companyMembers } from "./companies";

// The rule table (shared with the UI labels) owns the lists; the database enums follow it.
export const permissionResource = pgEnum("permission_resource", PERMISSION_RESOURCES);
export const permissionAction = pgEnum("permission_action", PERMISSION_ACTIONS);

/** Criteria limiting a permission to specific jobs; NULL in the column means not limited. */
export type PermissionCriteria = { jobIds: string[] };

/** A member's access (spec 3 Member.accessPermissions): one row per resource and action. */
export const memberPermissions = pgTable(
  "member_permissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    memberId: uuid()
      .notNull()
      .references(() => companyMembers.id, { onDelete: "cascade" }),
    resource: permissionResource().notNull(),
    action: permissionAction().notNull(),
    allowedCriteria: jsonb().$type<PermissionCriteria>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("member_permissions_member_resource_action_unique").on(table.memberId, table.resource, table.action),
    index("member_permissions_company_idx").on(table.companyId),
  ],
);
