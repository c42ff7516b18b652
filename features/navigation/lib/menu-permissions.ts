import type { MenuPermissions } from "./menu-types";

/** A member's permission as spec 3 describes it (resource and action). */
export type AccessPermission = { permission: { resource: string; action: string } };

const GRANTING_ACTIONS = new Set(["view", "manage"]);

/** Spec 6 names these three on the menu; the owner (Admin) always has them. */
export const ALL_MENU_PERMISSIONS: MenuPermissions = {
  canAccessTalentSearch: true,
  canAccessTalentDB: true,
  canAccessAnalytics: true,
};

/**
 * The menu permissions of a signed-in user. The owner has all. A member sees an entry when they
 * hold any non-denied permission on its resource (talentHunt, talentDb, analyticsGeneral); the page
 * itself then asks for the stronger action (manage, or view for analytics) and offers the
 * request-permission dialog. Source today: the role from GET /v1/users/me, with the member's
 * permissions once GET /v1/job-portal/permission exists (team issue); until then a member has none.
 */
export function menuPermissionsFor(role: "owner" | "member" | null | undefined, permissions: readonly AccessPermission[] = []): MenuPermissions {
  if (role === "owner") return ALL_MENU_PERMISSIONS;
  const grants = (resource: string) =>
    permissions.some((item) => item.permission.resource === resource && GRANTING_ACTIONS.has(item.permission.action));
  return {
    canAccessTalentSearch: grants("talentHunt"),
    canAccessTalentDB: grants("talentDb"),
    canAccessAnalytics: grants("analyticsGeneral"),
  };
}
