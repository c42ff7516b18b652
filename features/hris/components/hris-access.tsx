"use client";

import type { SidebarTop } from "@/components/layout/sidebar";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import { useHrisAccess } from "../hooks/use-hris-access";

export type HrisShellParts = { switcher: SidebarTop | undefined; banner: React.ReactNode; dialog: React.ReactNode };

/**
 * The HRIS pieces of the shell handed to `children`, which places them (the switcher in the sidebar,
 * the banner above the page, the modal). The shell loads this only while hris-feature or
 * hris-trial-banner is on, so a company without HRIS carries none of its code.
 */
export function HrisAccess({
  user,
  switcherOn,
  bannerOn,
  children,
}: {
  user: CurrentUser | undefined;
  switcherOn: boolean;
  bannerOn: boolean;
  children: (parts: HrisShellParts) => React.ReactNode;
}) {
  return children(useHrisAccess({ user, switcherOn, bannerOn }));
}
