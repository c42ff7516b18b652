import type { Metadata } from "next";
import { NotificationsCenter } from "@/features/notifications/components/notifications-center";

export const metadata: Metadata = { title: "Notifications" };

/** /notifications (spec 2.8): every notification of the signed-in user, by category. */
export default function NotificationsPage() {
  return <NotificationsCenter />;
}
