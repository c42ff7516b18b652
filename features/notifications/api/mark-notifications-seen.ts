import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { NotificationLastSeen, NotificationStatus } from "@/server/modules/notifications/notifications-schemas";
import { notificationStatusQueryOptions } from "./get-notification-status";

export async function markNotificationsSeen(): Promise<NotificationLastSeen> {
  const response = await apiClient.put<{ result: NotificationLastSeen }>("/v1/notification/last-seen");
  return response.data.result;
}

/** Spec 4: opening the list marks last-seen, which puts the bell's red dot out. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  const statusKey = notificationStatusQueryOptions().queryKey;
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () => {
      queryClient.setQueryData<NotificationStatus>(statusKey, { hasNotification: false });
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
