import type { LucideIcon } from "lucide-react";

/** A badge next to a link (the Analytics 'New' badge), dismissible when it has onDismiss. */
export type NavBadge = { label: string; onDismiss?: () => void };

type NavBase = { id: string; label: string; icon?: LucideIcon };

/** A link: an in-app path, or (target _blank) a page of another product opened in a new tab. */
export type NavLink = NavBase & {
  type: "link";
  href: string;
  /** Other paths under which this item counts as active (spec 2.4). */
  matchPaths?: string[];
  target?: "_self" | "_blank";
  badge?: NavBadge;
  /** Runs before navigating; calling `event.preventDefault()` stays on the page (a guarded entry opens a dialog instead). */
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
};

/** A collapsible group of links. */
export type NavCollapse = NavBase & { type: "collapse"; children: NavLink[] };

/** A titled section of the sidebar (Hiring, My Company, General, HRIS, ...). */
export type NavSection = NavBase & { type: "section"; children: (NavLink | NavCollapse)[] };

export type NavItem = NavSection | NavLink | NavCollapse;
