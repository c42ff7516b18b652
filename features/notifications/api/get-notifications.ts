import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { NOTIFICATION_PAGE_SIZE } from "@/server/modules/notifications/notifications-contract";
import type { NotificationList, NotificationListParams } from "@/server/modules/notifications/notifications-schemas";
import { notificationKeys, type NotificationFilters } from "./notification-keys";

/** GET /v1/notification/all: a page of the caller's notifications, newest first. */
export async function getNotifications(params: NotificationListParams): Promise<NotificationList> {
  const { data } = await apiClient.get<{ result: NotificationList }>("/v1/notification/all", {
    params: { appTarget: "employer", limit: NOTIFICATION_PAGE_SIZE, ...params },
  });
  return data.result;
}

/** Page after page by the nextDatetime cursor (spec 2.8 infinite scroll, spec 9 page size 16). */
export const notificationsInfiniteQueryOptions = (filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam }) => getNotifications({ ...filters, datetime: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextDatetime ?? undefined,
  });

export function useNotifications(filters: NotificationFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...notificationsInfiniteQueryOptions(filters), enabled: options.enabled ?? true });
}
