import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { NotificationStatus } from "@/server/modules/notifications/notifications-schemas";
import { notificationKeys } from "./notification-keys";

/** Spec 7.3 and 9: the status is polled every 60 s. */
export const NOTIFICATION_STATUS_POLL_MS = 60_000;

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

export function useNotificationStatus() {
  return useQuery(notificationStatusQueryOptions());
}
