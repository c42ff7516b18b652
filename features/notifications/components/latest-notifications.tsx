"use client";

import { useCallback } from "react";
import { useNotifications } from "../api/get-notifications";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { useFailureToast } from "../hooks/use-failure-toast";
import { NotificationFeed } from "./notification-feed";

/** The bell dropdown's content: the latest notifications (the first page of the unfiltered list). */
export function LatestNotifications({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotifications({});
  const markRead = useMarkNotificationRead();
  const retry = useCallback(() => void list.refetch(), [list]);
  useFailureToast(list.error, list.errorUpdatedAt, retry);
  return (
    <NotificationFeed
      items={list.data?.pages[0]?.docs ?? []}
      status={list.status}
      onRetry={retry}
      onOpen={(item) => {
        if (!item.isRead) markRead.mutate(item._id);
        onNavigate();
      }}
    />
  );
}
