"use client";

import type { NavItem } from "@/components/layout/nav-types";
import { siteConfig } from "@/lib/site-config";
import { filterMenu } from "../lib/filter-menu";
import { menuConfig } from "../lib/menu-config";
import type { MenuContext } from "../lib/menu-types";
import { useAnalyticsNewBadge } from "./use-analytics-new-badge";

const HRIS_HOSTS = { hrisUrl: siteConfig.hrisUrl, prioritySupportUrl: siteConfig.prioritySupportUrl };

/** The sidebar's items for this user: the flag-chosen layout, filtered, with the Analytics badge. */
export function useMenuItems(context: Omit<MenuContext, "badges">): NavItem[] {
  const analyticsBadge = useAnalyticsNewBadge();
  const layout = context.flags["grouped-menu"] ? "grouped" : "default";
  return filterMenu(menuConfig(layout, HRIS_HOSTS), { ...context, badges: { "analytics-new": analyticsBadge } });
}
