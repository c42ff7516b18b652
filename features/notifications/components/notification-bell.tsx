"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toastError } from "@/components/ui/error-display";
import { lazyModule } from "@/components/ui/lazy-module";
import { cn } from "@/lib/cn";
import { useNotificationStatus } from "../api/get-notification-status";
import { useMarkNotificationsSeen } from "../api/mark-notifications-seen";

/** Spec 2.8's empty state, also shown in the dropdown until the list has items. */
export function NotificationsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden>
        <Bell className="size-6" />
      </span>
      <p className="text-sm font-semibold text-gray-900">Hiring Made 100X Easier</p>
      <p className="text-xs text-gray-500">Never miss an update about your job posts &amp; candidate updates here</p>
    </div>
  );
}

/**
 * Radix's popover is not part of the shell's first load: a plain button stands in for the trigger
 * (same look and name) until the first hover, focus or press; a press opens the dropdown as soon
 * as the popover arrives.
 */
const popoverModule = lazyModule(() => import("@radix-ui/react-popover"));

/**
 * Spec 2.5: the bell, red-dotted while an unread notification is newer than the last look, and its
 * dropdown (at most 719 px tall) ending in 'See All Notifications'. Opening it marks last-seen.
 * `children` is the list; the notifications issue fills it, until then the empty state shows.
 */
export function NotificationBell({ inverted, children }: { inverted?: boolean; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const Popover = popoverModule.useModule(open);
  const status = useNotificationStatus();
  const markSeen = useMarkNotificationsSeen();
  const unread = status.data?.hasNotification === true;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) markSeen.mutate(undefined, { onError: (error) => toastError(error) });
  };

  const triggerClassName = cn(
    "relative grid size-10 place-items-center rounded-lg",
    inverted ? "text-white hover:bg-white/10" : "text-gray-700 hover:bg-gray-100",
  );
  const triggerLabel = unread ? "Notifications, new notifications" : "Notifications";
  const triggerContent = (
    <>
      <Bell className="size-5" aria-hidden />
      {unread ? (
        <span
          className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
          data-testid="notification-dot"
          aria-hidden
        />
      ) : null}
    </>
  );

  if (!Popover) {
    return (
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={() => void popoverModule.preload().catch(() => undefined)}
        onFocus={() => void popoverModule.preload().catch(() => undefined)}
        onClick={() => onOpenChange(!open)}
      >
        {triggerContent}
      </button>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {triggerContent}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 flex max-h-[min(719px,calc(100vh-5rem))] w-[360px] max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl"
          data-testid="notification-dropdown"
          aria-label="Notifications"
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-gray-900">Notifications</h2>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children ?? <NotificationsEmptyState />}</div>
          <Link
            href="/notifications"
            onClick={() => setOpen(false)}
            className="block border-t border-gray-100 px-4 py-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            See All Notifications
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
