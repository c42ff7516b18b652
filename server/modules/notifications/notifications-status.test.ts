import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationLastSeen, notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { notify } from "./notify";

const ctx = useTestApp();

const status = async (token: string) => {
  const response = await requestJson(ctx.app, "GET", "/api/v1/notification/status", { token });
  expect(response.status).toBe(200);
  return response.body.result.hasNotification as boolean;
};

async function notifyUser(userId: string, title = "New applicant") {
  await notify(ctx.database.db, {
    recipientUserIds: [userId],
    companyId: demoIds.demoCompany,
    type: "applicantsReceived",
    category: "applicant",
    title,
    body: "Someone applied to your job",
    data: { jobId: "job-1" },
  });
}

describe("notification status and last-seen", () => {
  it("needs a session", async () => {
    expect((await requestJson(ctx.app, "GET", "/api/v1/notification/status")).status).toBe(401);
    expect((await requestJson(ctx.app, "PUT", "/api/v1/notification/last-seen")).status).toBe(401);
  });

  it("lights the dot for the caller's own unread notifications only, until they look", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    expect(await status(owner)).toBe(false);

    await notifyUser(demoIds.demoOwner);
    expect(await status(owner)).toBe(true);
    expect(await status(member)).toBe(false);

    const seen = await requestJson(ctx.app, "PUT", "/api/v1/notification/last-seen", { token: owner });
    expect(seen.status).toBe(200);
    expect(new Date(seen.body.result.lastSeenAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await status(owner)).toBe(false);
    // The member's last-seen is untouched by the owner's.
    const memberSeen = await ctx.database.db.select().from(notificationLastSeen).where(eq(notificationLastSeen.userId, demoIds.demoMember));
    expect(memberSeen).toHaveLength(0);

    // Something new after the last look lights it again; a read one does not.
    await ctx.database.db.insert(notifications).values({
      recipientUserId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      type: "applicantsReceived",
      category: "applicant",
      title: "Already read",
      body: "-",
      data: { type: "applicantsReceived" },
      isRead: true,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect(await status(owner)).toBe(false);
    await ctx.database.db.insert(notifications).values({
      recipientUserId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      type: "applicantsReceived",
      category: "applicant",
      title: "Unread",
      body: "-",
      data: { type: "applicantsReceived" },
      createdAt: new Date(Date.now() + 60_000),
    });
    expect(await status(owner)).toBe(true);
  });

  it("answers 304 to the 60-second poll when nothing changed", async () => {
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const first = await requestJson(ctx.app, "GET", "/api/v1/notification/status", { token: member });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const second = await ctx.app.request("/api/v1/notification/status", {
      headers: { authorization: `Bearer ${member}`, "if-none-match": etag ?? "" },
    });
    expect(second.status).toBe(304);

    await notifyUser(demoIds.demoMember);
    const changed = await ctx.app.request("/api/v1/notification/status", {
      headers: { authorization: `Bearer ${member}`, "if-none-match": etag ?? "" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ result: { hasNotification: true } });
  });
});
