"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { NotificationItem as Item } from "@/server/modules/notifications/notifications-schemas";
import { groupByDay } from "../lib/notification-groups";
import { NotificationItem } from "./notification-item";
import { NotificationsEmptyState } from "./notifications-empty-state";

export type NotificationFeedProps = {
  items: Item[];
  status: "pending" | "error" | "success";
  onOpen: (item: Item) => void;
  onRetry: () => void;
  /** The page groups by day and scrolls on; the dropdown shows the latest items only. */
  grouped?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
};

/**
 * The notification list with its loading, error and empty states. More pages load when the end of
 * the list scrolls into view (IntersectionObserver); the "Load more" button does the same for
 * keyboards and browsers without the observer.
 */
export function NotificationFeed({ items, status, onOpen, onRetry, grouped, hasNextPage, isFetchingNextPage, onLoadMore }: NotificationFeedProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Read once per render of the list, so "5 minutes ago" is consistent within it.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || !onLoadMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) onLoadMore();
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, onLoadMore]);

  if (status === "pending") {
    return (
      <div className="grid place-items-center py-10">
        <Spinner label="Loading notifications..." />
      </div>
    );
  }
  if (status === "error" && items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-sm text-gray-700">The notifications could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <NotificationsEmptyState />;

  const groups = grouped ? groupByDay(items) : [{ label: null, items }];
  return (
    <div>
      {groups.map((group) => (
        <section key={group.label ?? "all"} aria-label={group.label ?? "Latest notifications"}>
          {group.label ? <h2 className="bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{group.label}</h2> : null}
          <ul className="divide-y divide-gray-100">
            {group.items.map((item) => (
              <NotificationItem key={item._id} item={item} onOpen={onOpen} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {hasNextPage && onLoadMore ? (
        <div ref={sentinel} className="flex justify-center border-t border-gray-100 p-3">
          <Button variant="secondary" size="sm" onClick={onLoadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
