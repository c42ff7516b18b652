import type { NotificationItem } from "@/server/modules/notifications/notifications-schemas";

let sequence = 0;

/** A notification as GET /v1/notification/all answers it. */
export function notificationItem(overrides: Partial<NotificationItem> = {}): NotificationItem {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
  return {
    _id: id,
    isRead: false,
    createdAt: new Date().toISOString(),
    title: `Notification ${sequence}`,
    body: "Something happened.",
    action: "View Applicant",
    category: "applicant",
    type: "applicantsReceived",
    data: { type: "applicantsReceived", pageUrl: `/job-post/job-1/candidates/app-${sequence}`, pageName: "Applicant" },
    ...overrides,
  };
}
