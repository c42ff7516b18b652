import type { NavCollapse, NavItem, NavLink } from "@/components/layout/nav-types";
import type { MenuCondition, MenuContext, MenuEntry, MenuLinkEntry } from "./menu-types";

/** Whether every condition given holds in this context. */
export function meetsCondition(condition: MenuCondition | undefined, context: MenuContext): boolean {
  if (!condition) return true;
  if (condition.flag && !context.flags[condition.flag]) return false;
  if (condition.flagOff && context.flags[condition.flagOff]) return false;
  if (condition.permission && !context.permissions[condition.permission]) return false;
  if (condition.companyNotPending && context.verificationStatus === "pending") return false;
  return true;
}

/** Fills `{userCompanyId}`; a query parameter left without a value is dropped. */
export function resolveHref(href: string, context: Pick<MenuContext, "userCompanyId">): string {
  if (!href.includes("{userCompanyId}")) return href;
  const filled = href.replace("{userCompanyId}", encodeURIComponent(context.userCompanyId ?? ""));
  const [path, query = ""] = filled.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const [key, value] of [...params]) if (!value) params.delete(key);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

function toLink(entry: MenuLinkEntry, context: MenuContext): NavLink {
  const badge = entry.badge ? context.badges?.[entry.badge] ?? undefined : undefined;
  return {
    type: "link",
    id: entry.id,
    label: entry.label,
    href: resolveHref(entry.href, context),
    matchPaths: entry.matchPaths,
    target: entry.target,
    icon: entry.icon,
    ...(badge ? { badge } : {}),
  };
}

/**
 * The menu as this user may see it: items whose condition fails are removed, then sections and
 * collapsible groups left without a visible child are dropped (spec 2.3).
 */
export function filterMenu(entries: MenuEntry[], context: MenuContext): NavItem[] {
  const items: NavItem[] = [];
  for (const entry of entries) {
    if (!meetsCondition(entry.onlyWhen, context)) continue;
    if (entry.type === "link") {
      items.push(toLink(entry, context));
    } else if (entry.type === "collapse") {
      const children = entry.children.filter((child) => meetsCondition(child.onlyWhen, context)).map((child) => toLink(child, context));
      if (children.length > 0) items.push({ type: "collapse", id: entry.id, label: entry.label, icon: entry.icon, children });
    } else {
      const children = filterMenu(entry.children, context) as (NavLink | NavCollapse)[];
      if (children.length > 0) items.push({ type: "section", id: entry.id, label: entry.label, children });
    }
  }
  return items;
}
