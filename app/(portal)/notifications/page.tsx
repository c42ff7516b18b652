import type { Metadata } from "next";
import { notificationsInfiniteQueryOptions } from "@/features/notifications/api/get-notifications";
import { NotificationsCenter } from "@/features/notifications/components/notifications-center";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";

export const metadata: Metadata = { title: "Notifications" };

/**
 * /notifications (spec 2.8): every notification of the signed-in user, by category. The server
 * renders the first page of the All tab; 'Only show unread' is remembered in the browser's storage,
 * so when it is on the client asks for that list instead.
 */
export default function NotificationsPage() {
  return (
    <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchInfiniteQuery(notificationsInfiniteQueryOptions({}))}>
      <NotificationsCenter />
    </PrefetchBoundary>
  );
}
