import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { toastError } from "@/components/ui/error-display";
import { apiClient } from "@/lib/api-client";
import type { NotificationItem, NotificationList } from "@/server/modules/notifications/notifications-schemas";
import { notificationKeys } from "./notification-keys";

/** PATCH /v1/notification/isread {id} */
export async function markNotificationRead(id: string): Promise<NotificationItem> {
  const { data } = await apiClient.patch<{ result: NotificationItem }>("/v1/notification/isread", { id });
  return data.result;
}

/**
 * Spec 4: a clicked notification becomes read. The item turns read at once in every cached list;
 * the lists are fetched again afterwards (an "unread only" list drops it). A failure is a toast
 * (spec 8), raised here so it shows even after the click navigated away.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationKeys.lists() }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, docs: page.docs.map((doc) => (doc._id === id ? { ...doc, isRead: true } : doc)) })) }
          : data,
      );
    },
    onError: (error) => toastError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
