"use client";

import type { NavItem } from "@/components/layout/nav-types";
import { lazyModule } from "@/components/ui/lazy-module";
import { siteConfig } from "@/lib/site-config";
import { filterMenu } from "../lib/filter-menu";
import { menuConfig } from "../lib/menu-config";
import type { MenuContext } from "../lib/menu-types";
import { useAnalyticsNewBadge } from "./use-analytics-new-badge";

const HRIS_HOSTS = { hrisUrl: siteConfig.hrisUrl, prioritySupportUrl: siteConfig.prioritySupportUrl };

/**
 * The HRIS sections (five sections, some forty links and their icons) are only shown with the
 * 'hris-menu' flag, so they are not part of the first load: they are fetched once the flag is on,
 * and appear at the end of the menu when they arrive (the server renders the menu without them).
 */
const hrisMenu = lazyModule(() => import("../lib/hris-menu"));

/** The sidebar's items for this user: the flag-chosen layout, filtered, with the Analytics badge. */
export function useMenuItems(context: Omit<MenuContext, "badges">): NavItem[] {
  const analyticsBadge = useAnalyticsNewBadge();
  const hris = hrisMenu.useModule(Boolean(context.flags["hris-menu"]));
  const layout = context.flags["grouped-menu"] ? "grouped" : "default";
  const entries = menuConfig(layout, hris ? hris.hrisSections(HRIS_HOSTS) : []);
  return filterMenu(entries, { ...context, badges: { "analytics-new": analyticsBadge } });
}
