"use client";

import { useState } from "react";
import type { NavItem, NavLink } from "@/components/layout/nav-types";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";
import { useApprover } from "../api/get-approver";
import { canOpenGuardedPage, guardedPageOf, guardedPageRequest, type GuardedPageKey } from "../lib/guarded-pages";
import { AccessRequestDialog } from "./access-request-dialog";

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

function MenuAccessDialog({ page, companyId, onClose }: { page: GuardedPageKey; companyId: string; onClose: () => void }) {
  const target = guardedPageRequest(page);
  const approver = useApprover(companyId, target.resource);
  return <AccessRequestDialog open onOpenChange={(open) => (open ? undefined : onClose())} target={target} approverEmail={approver.data?.email} />;
}

/** The guarded menu and the dialog it opens; the shell renders both. */
export function useGuardedMenu(items: NavItem[], permissions: MyPermissions | undefined): { items: NavItem[]; dialog: React.ReactNode } {
  const [denied, setDenied] = useState<GuardedPageKey | null>(null);
  return {
    items: guardMenuItems(items, permissions, setDenied),
    dialog:
      denied && permissions ? <MenuAccessDialog key={denied} page={denied} companyId={permissions.companyId} onClose={() => setDenied(null)} /> : null,
  };
}
