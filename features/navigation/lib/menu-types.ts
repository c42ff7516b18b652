import type { NavBadge } from "@/components/layout/nav-types";
import type { FeatureFlagKey, FeatureFlagValues } from "@/server/modules/feature-flags/feature-flags-contract";
import type { LucideIcon } from "lucide-react";

/** Spec 6: the permissions the menu is gated by. */
export type MenuPermissions = {
  canAccessTalentSearch: boolean;
  canAccessTalentDB: boolean;
  canAccessAnalytics: boolean;
};
export type MenuPermission = keyof MenuPermissions;

/**
 * When an item shows. Every condition given must hold; an item without one always shows.
 * Declarative on purpose: the whole menu is data that tests can enumerate.
 */
export type MenuCondition = {
  /** The flag must be on. */
  flag?: FeatureFlagKey;
  /** The flag must be off. */
  flagOff?: FeatureFlagKey;
  permission?: MenuPermission;
  /** Hidden while the company's verificationStatus is 'pending'. */
  companyNotPending?: boolean;
};

export type MenuLinkEntry = {
  type: "link";
  id: string;
  label: string;
  /** An in-app path, or a full URL for target _blank. `{userCompanyId}` is filled from the context. */
  href: string;
  matchPaths?: string[];
  onlyWhen?: MenuCondition;
  target?: "_self" | "_blank";
  icon?: LucideIcon;
  /** A badge the context can attach (the Analytics 'New' badge). */
  badge?: "analytics-new";
};

export type MenuCollapseEntry = {
  type: "collapse";
  id: string;
  label: string;
  icon?: LucideIcon;
  onlyWhen?: MenuCondition;
  children: MenuLinkEntry[];
};

export type MenuSectionEntry = {
  type: "section";
  id: string;
  label: string;
  onlyWhen?: MenuCondition;
  children: (MenuLinkEntry | MenuCollapseEntry)[];
};

export type MenuEntry = MenuSectionEntry | MenuLinkEntry | MenuCollapseEntry;

/** Everything the filter needs to know about the signed-in user and their company. */
export type MenuContext = {
  flags: FeatureFlagValues;
  permissions: MenuPermissions;
  verificationStatus: string | null;
  userCompanyId: string | null;
  badges?: Partial<Record<NonNullable<MenuLinkEntry["badge"]>, NavBadge | null>>;
};
