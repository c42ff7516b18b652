import type { NotificationListParams } from "@/server/modules/notifications/notifications-schemas";

/** The list's filters (the cursor is the infinite query's page param). */
export type NotificationFilters = Omit<NotificationListParams, "datetime">;

export const notificationKeys = {
  all: ["notifications"] as const,
  status: () => [...notificationKeys.all, "status"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (filters: NotificationFilters) => [...notificationKeys.lists(), filters] as const,
};
