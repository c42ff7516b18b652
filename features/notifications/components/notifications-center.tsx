"use client";

import * as Switch from "@radix-ui/react-switch";
import * as Tabs from "@radix-ui/react-tabs";
import { useCallback, useId, useState } from "react";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from "@/server/modules/notifications/notifications-contract";
import { useNotifications } from "../api/get-notifications";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { useFailureToast } from "../hooks/use-failure-toast";
import { useOnlyUnread } from "../hooks/use-only-unread";
import { NotificationFeed } from "./notification-feed";

type Tab = "all" | NotificationCategory;
const TABS: { value: Tab; label: string }[] = [
  { value: "all", label: "All" },
  ...NOTIFICATION_CATEGORIES.map((category) => ({ value: category, label: NOTIFICATION_CATEGORY_LABELS[category] })),
];

function TabFeed({ tab, onlyUnread }: { tab: Tab; onlyUnread: boolean }) {
  const list = useNotifications({ ...(tab === "all" ? {} : { category: tab }), ...(onlyUnread ? { isRead: false } : {}) });
  const markRead = useMarkNotificationRead();
  const retry = useCallback(() => void list.refetch(), [list]);
  useFailureToast(list.error, list.errorUpdatedAt, retry);
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <NotificationFeed
      grouped
      items={list.data?.pages.flatMap((page) => page.docs) ?? []}
      status={list.status}
      onRetry={retry}
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      onLoadMore={loadMore}
      onOpen={(item) => {
        if (!item.isRead) markRead.mutate(item._id);
      }}
    />
  );
}

/** Spec 2.8: the notifications page. */
export function NotificationsCenter() {
  const [tab, setTab] = useState<Tab>("all");
  const [onlyUnread, setOnlyUnread] = useOnlyUnread();
  const switchId = useId();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-gray-900">Notifications</h1>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-sm text-gray-700">
            Only show unread
          </label>
          <Switch.Root
            id={switchId}
            checked={onlyUnread}
            onCheckedChange={setOnlyUnread}
            className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
        </div>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
        <Tabs.List aria-label="Notification categories" className="flex overflow-x-auto border-b border-gray-200">
          {TABS.map((entry) => (
            <Tabs.Trigger
              key={entry.value}
              value={entry.value}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((entry) => (
          <Tabs.Content key={entry.value} value={entry.value} className="focus-visible:outline-none">
            {entry.value === tab ? <TabFeed tab={entry.value} onlyUnread={onlyUnread} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
