import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiClient } from "@/lib/api-client";
import { clientEnv } from "@/lib/env";
import type { NotificationStatus } from "@/server/modules/notifications/notifications-schemas";
import { notificationKeys } from "./notification-keys";

/** Spec 7.3 and 9: the status is polled every 60 s (NEXT_PUBLIC_NOTIFICATION_POLL_MS in tests). */
export const NOTIFICATION_STATUS_POLL_MS = clientEnv.NEXT_PUBLIC_NOTIFICATION_POLL_MS;

export async function getNotificationStatus(): Promise<NotificationStatus> {
  const response = await apiClient.get<{ result: NotificationStatus }>("/v1/notification/status");
  return response.data.result;
}

export const notificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.status(),
    queryFn: getNotificationStatus,
    refetchInterval: NOTIFICATION_STATUS_POLL_MS,
    staleTime: NOTIFICATION_STATUS_POLL_MS / 2,
  });

/**
 * The bell's status. Spec 7.3: the list refreshes after each poll, so every answer marks the lists
 * stale and the ones on screen (the open dropdown, the page) fetch again.
 */
export function useNotificationStatus() {
  const queryClient = useQueryClient();
  const status = useQuery(notificationStatusQueryOptions());
  const { dataUpdatedAt } = status;
  // The first answer comes with the page: the lists were just fetched too.
  const firstAnswerAt = useRef<number | null>(null);
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    firstAnswerAt.current ??= dataUpdatedAt;
    if (dataUpdatedAt !== firstAnswerAt.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  }, [dataUpdatedAt, queryClient]);
  return status;
}
