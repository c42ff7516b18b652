"use client";

import { useState } from "react";
import type { NavItem, NavLink } from "@/components/layout/nav-types";
import { lazyModule } from "@/components/ui/lazy-module";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { canOpenGuardedPage, guardedPageOf, type GuardedPageKey } from "../lib/guarded-pages";

// The dialog (Radix Dialog, its form and the change-request schemas) is fetched on the first
// denied click, not with the shell.
const menuAccessDialog = lazyModule(() => import("./menu-access-dialog"));

/**
 * Adds spec 6's guard to the menu: following Talent Search, Talent Database or Analytics without
 * the permission opens the request-permission dialog instead of navigating. Pure: the dialog is
 * opened through `onDenied`.
 */
export function guardMenuItems(items: NavItem[], permissions: MyPermissions | undefined, onDenied: (page: GuardedPageKey) => void): NavItem[] {
  if (!permissions || permissions.isOwner) return items;
  const guardLink = (link: NavLink): NavLink => {
    if (link.target === "_blank") return link;
    const page = guardedPageOf(link.href);
    if (!page || canOpenGuardedPage(permissions, page)) return link;
    return {
      ...link,
      onClick: (event) => {
        event.preventDefault();
        onDenied(page);
      },
    };
  };
  return items.map((item) => {
    if (item.type === "link") return guardLink(item);
    if (item.type === "collapse") return { ...item, children: item.children.map(guardLink) };
    return { ...item, children: item.children.map((child) => (child.type === "link" ? guardLink(child) : { ...child, children: child.children.map(guardLink) })) };
  });
}

/** The guarded menu and the dialog it opens; the shell renders both. */
export function useGuardedMenu(items: NavItem[], permissions: MyPermissions | undefined): { items: NavItem[]; dialog: React.ReactNode } {
  const [denied, setDenied] = useState<GuardedPageKey | null>(null);
  const dialogModule = menuAccessDialog.useModule(denied !== null);
  return {
    items: guardMenuItems(items, permissions, setDenied),
    dialog:
      denied && permissions && dialogModule ? (
        <dialogModule.MenuAccessDialog key={denied} page={denied} companyId={permissions.companyId} onClose={() => setDenied(null)} />
      ) : null,
  };
}
