import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "@/server/db/schema/notifications";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { demoIds } from "./demo-ids";
import { seedDatabase } from "./seed-database";

const ctx = useTestApp();

describe("demo notifications", () => {
  it("gives the demo owner read and unread notifications, already seen so the bell is quiet", async () => {
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.recipientUserId, demoIds.demoOwner));
    expect(rows.filter((row) => row.isRead).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.isRead).length).toBeGreaterThan(0);
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const status = await requestJson(ctx.app, "GET", "/api/v1/notification/status", { token: owner });
    expect(status.body.result.hasNotification).toBe(false);
  });

  it("seeds the same records again without duplicating them", async () => {
    const before = await ctx.database.db.select().from(notifications);
    await seedDatabase(ctx.database.db, "demo");
    const after = await ctx.database.db.select().from(notifications);
    expect(after.length).toBe(before.length);
  });
});
