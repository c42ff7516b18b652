import type { NotificationItem } from "@/server/modules/notifications/notifications-schemas";

export type NotificationGroup = { label: "Today" | "Older"; items: NotificationItem[] };

/** Spec 2.8: 'Today' (the viewer's calendar day) and 'Older', in the list's order; empty groups are left out. */
export function groupByDay(items: NotificationItem[], now: Date = new Date()): NotificationGroup[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const today = items.filter((item) => Date.parse(item.createdAt) >= startOfToday);
  const older = items.filter((item) => Date.parse(item.createdAt) < startOfToday);
  return [
    { label: "Today" as const, items: today },
    { label: "Older" as const, items: older },
  ].filter((group) => group.items.length > 0);
}
