"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toastError } from "@/components/ui/error-display";
import { lazyModule } from "@/components/ui/lazy-module";
import { cn } from "@/lib/cn";
import { useNotificationStatus } from "../api/get-notification-status";
import { useMarkNotificationsSeen } from "../api/mark-notifications-seen";

/**
 * Radix's popover and the list are not part of the shell's first load: a plain button stands in
 * for the trigger (same look and name) until the first hover, focus or press; a press opens the
 * dropdown as soon as they arrive.
 */
const popoverModule = lazyModule(() =>
  Promise.all([import("@radix-ui/react-popover"), import("./latest-notifications")]).then(([popover, latest]) => ({
    Popover: popover,
    LatestNotifications: latest.LatestNotifications,
  })),
);

/**
 * Spec 2.5: the bell, red-dotted while an unread notification is newer than the last look, and its
 * dropdown (at most 719 px tall) with the latest items and 'See All Notifications'. Opening it marks
 * last-seen (spec 4); clicking an item marks it read and opens its page.
 */
export function NotificationBell({ inverted }: { inverted?: boolean }) {
  const [open, setOpen] = useState(false);
  const loaded = popoverModule.useModule(open);
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

  if (!loaded) {
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

  const { Popover, LatestNotifications } = loaded;
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
          <div className="min-h-0 flex-1 overflow-y-auto">
            <LatestNotifications onNavigate={() => setOpen(false)} />
          </div>
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
