import type { NavCollapse, NavLink } from "./nav-types";

/** The path alone: query and hash removed, trailing slash dropped (but "/" stays "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return trimmed || "/";
}

/**
 * Spec 2.4: an item is active when the current path, without query and hash, equals its path or a
 * match pattern, or starts with one. "Starts with" is taken per path segment (/job-post covers
 * /job-post/12 but not /job-posting), and the home path "/" only matches itself.
 */
export function isActivePath(pathname: string, href: string, matchPaths: readonly string[] = []): boolean {
  const current = normalizePath(pathname);
  return [href, ...matchPaths].some((candidate) => {
    const base = normalizePath(candidate);
    if (base === "/") return current === "/";
    return current === base || current.startsWith(`${base}/`);
  });
}

export function isLinkActive(pathname: string, link: NavLink): boolean {
  if (link.target === "_blank" || /^[a-z]+:/i.test(link.href)) return false;
  return isActivePath(pathname, link.href, link.matchPaths);
}

export function isCollapseActive(pathname: string, collapse: NavCollapse): boolean {
  return collapse.children.some((child) => isLinkActive(pathname, child));
}
