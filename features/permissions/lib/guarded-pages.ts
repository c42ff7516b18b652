import {
  GUARDED_PAGES,
  PERMISSION_RULES,
  type PermissionResource,
  type RequestedAction,
} from "@/server/modules/permissions/permissions-contract";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";

export type GuardedPageKey = keyof typeof GUARDED_PAGES;

/** What an access request asks for, and the page it was asked from. */
export type AccessRequestTarget = {
  resource: PermissionResource;
  action: RequestedAction;
  page: { name: string; url: string };
  /** Specific jobs (job posts); absent: not limited. */
  jobIds?: string[];
};

/** Whether the caller may do `action` on `resource` without naming a job (GET /v1/job-portal/permission). */
export function isAllowed(permissions: MyPermissions, resource: PermissionResource, action: RequestedAction): boolean {
  if (permissions.isOwner) return true;
  return permissions.permissions[resource]?.[action] ?? false;
}

export function canOpenGuardedPage(permissions: MyPermissions, key: GuardedPageKey): boolean {
  const page = GUARDED_PAGES[key];
  return isAllowed(permissions, page.resource, page.action);
}

/** The guarded page a path belongs to (the page itself or anything under it), if any. */
export function guardedPageOf(pathname: string): GuardedPageKey | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? pathname;
  const keys = Object.keys(GUARDED_PAGES) as GuardedPageKey[];
  return keys.find((key) => path === GUARDED_PAGES[key].path || path.startsWith(`${GUARDED_PAGES[key].path}/`)) ?? null;
}

/** The access request a guarded page leads to: its resource and action, named as the menu names it. */
export function guardedPageRequest(key: GuardedPageKey): AccessRequestTarget {
  const page = GUARDED_PAGES[key];
  return { resource: page.resource, action: page.action, page: { name: PERMISSION_RULES[page.resource].label, url: page.path } };
}
