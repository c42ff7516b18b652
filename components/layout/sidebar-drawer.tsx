"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { NavItem } from "./nav-types";
import { Sidebar, type SidebarTop } from "./sidebar";

/**
 * The sidebar as a drawer over an overlay (spec 2.4, at or below 998 px). Loaded on demand by the
 * shell, so the dialog code is not part of the first load.
 */
export function SidebarDrawer({
  open,
  onOpenChange,
  items,
  pathname,
  top,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  pathname: string;
  top?: SidebarTop;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50 drawer:hidden" data-testid="sidebar-overlay" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-[260px] max-w-[85vw] bg-white shadow-xl outline-none drawer:hidden"
          aria-describedby={undefined}
          data-testid="sidebar-drawer"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Sidebar items={items} pathname={pathname} expanded onNavigate={() => onOpenChange(false)} top={top} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
