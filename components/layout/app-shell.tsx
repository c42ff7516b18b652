"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { lazyModule } from "@/components/ui/lazy-module";
import { cn } from "@/lib/cn";
import { Header } from "./header";
import type { NavItem } from "./nav-types";
import { Sidebar, type SidebarTop } from "./sidebar";
import { DRAWER_MEDIA_QUERY, readStoredExpanded, setExpanded, subscribeExpanded } from "./sidebar-storage";

export type AppShellProps = {
  /** The menu, already filtered by feature flags and permissions. */
  navItems: NavItem[];
  /** The remembered state as the server read it from the 'sidebar-expanded' cookie. */
  initialExpanded?: boolean;
  /** Job wizard pages (spec 2.6): purple background, transparent header, no sidebar. */
  variant?: "default" | "wizard";
  notifications?: React.ReactNode;
  account?: React.ReactNode;
  /** Drawn at the top of the sidebar and the drawer, under the brand (the ATS / HRIS switcher). */
  sidebarTop?: SidebarTop;
  children: React.ReactNode;
};

const SIDEBAR_ID = "app-sidebar";

// Not part of the first load: fetched when the browser is idle, or on the first tap at the latest.
const drawerModule = lazyModule(() => import("./sidebar-drawer"));

/**
 * The signed-in shell of spec 2.4/2.5. Above 998 px the sidebar sits beside the page, expanded or
 * collapsed (remembered); at or below, it is a drawer over an overlay that closes on navigation,
 * on the overlay and on Escape.
 */
export function AppShell({ navItems, initialExpanded = true, variant = "default", notifications, account, sidebarTop, children }: AppShellProps) {
  const pathname = usePathname();
  const expanded = useSyncExternalStore(
    subscribeExpanded,
    () => readStoredExpanded() ?? initialExpanded,
    () => initialExpanded,
  );
  // The drawer is open for the page it was opened on: any route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath !== null && drawerPath === pathname;
  const drawer = drawerModule.useModule(drawerPath !== null);

  useEffect(() => {
    if (!window.matchMedia(DRAWER_MEDIA_QUERY).matches) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void drawerModule.preload().catch(() => undefined));
  }, []);

  useEffect(() => {
    const query = window.matchMedia(DRAWER_MEDIA_QUERY);
    const onChange = () => {
      if (!query.matches) setDrawerPath(null);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const wizard = variant === "wizard";

  return (
    <div className={cn("flex min-h-screen", wizard ? "bg-brand-700" : "bg-gray-50")} data-shell-variant={variant}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {wizard ? null : (
        <aside
          id={SIDEBAR_ID}
          aria-label="Sidebar"
          className={cn(
            "sticky top-0 hidden h-screen shrink-0 border-r border-gray-200 bg-white transition-[width] duration-200 drawer:block",
            expanded ? "w-[200px]" : "w-16",
          )}
        >
          <Sidebar items={navItems} pathname={pathname} expanded={expanded} top={sidebarTop} />
        </aside>
      )}
      {wizard || drawerPath === null || !drawer ? null : (
        <drawer.SidebarDrawer
          open={drawerOpen}
          onOpenChange={(open) => setDrawerPath(open ? pathname : null)}
          items={navItems}
          pathname={pathname}
          top={sidebarTop}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          transparent={wizard}
          menuButtons={
            wizard
              ? []
              : [
                  {
                    label: expanded ? "Collapse sidebar" : "Expand sidebar",
                    expanded,
                    controls: SIDEBAR_ID,
                    onClick: () => setExpanded(!expanded),
                    className: "hidden drawer:grid",
                  },
                  {
                    label: "Open menu",
                    expanded: drawerOpen,
                    onClick: () => setDrawerPath(pathname),
                    className: "grid drawer:hidden",
                  },
                ]
          }
          notifications={notifications}
          account={account}
        />
        <main id="main-content" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
