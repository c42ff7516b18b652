import { describe, expect, it } from "vitest";
import type { NotificationItem } from "@/server/modules/notifications/notifications-schemas";
import { groupByDay } from "./notification-groups";

const item = (id: string, createdAt: Date): NotificationItem => ({
  _id: id,
  isRead: false,
  createdAt: createdAt.toISOString(),
  title: id,
  body: "",
  action: null,
  category: "applicant",
  type: "applicantsReceived",
  data: { type: "applicantsReceived" },
});

describe("groupByDay", () => {
  it("splits at the start of the viewer's day and keeps the order", () => {
    const now = new Date(2026, 10, 22, 9, 30);
    const groups = groupByDay([item("a", new Date(2026, 10, 22, 9, 0)), item("b", new Date(2026, 10, 22, 0, 0)), item("c", new Date(2026, 10, 21, 23, 59))], now);
    expect(groups.map((group) => [group.label, group.items.map((entry) => entry._id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Older", ["c"]],
    ]);
  });

  it("leaves out an empty group", () => {
    expect(groupByDay([item("c", new Date(2020, 0, 1))], new Date(2026, 0, 1)).map((group) => group.label)).toEqual(["Older"]);
    expect(groupByDay([])).toEqual([]);
  });
});
