"use client";

import { RequirePermission } from "@/features/permissions/components/guarded-page";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { guardedPageRequest, isAllowed } from "@/features/permissions/lib/guarded-pages";

/**
 * Spec 6: Talent Search needs manage on talentHunt. A member holding only view (an older grant; the
 * team page no longer offers it) reads the page without its actions, told so; anyone else gets the
 * denied page with the request-permission dialog. The API enforces the same rule on every call.
 */
export function TalentHuntAccess({ children }: { children: (canManage: boolean) => React.ReactNode }) {
  const permissions = useMyPermissions();
  if (permissions.data && !isAllowed(permissions.data, "talentHunt", "manage") && isAllowed(permissions.data, "talentHunt", "view")) {
    return children(false);
  }
  return <RequirePermission target={guardedPageRequest("exploreTalents")}>{() => children(true)}</RequirePermission>;
}
