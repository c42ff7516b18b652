import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { notificationLastSeen, notifications, notificationVersions } from "@/server/db/schema/notifications";
import { revokeUserSessions } from "@/server/modules/auth/session-service";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { notificationStatusCache } from "./notification-status-cache";
import { notify } from "./notify-service";

const ctx = useTestApp();

/**
 * The bell's answer, once it is the expected one (or after 2 s): on PostgreSQL a write reaches the
 * app's cache by NOTIFY a moment after its commit; on PGlite before the write returns.
 */
const status = async (token: string, expected: boolean) => {
  for (let tries = 0; ; tries += 1) {
    const response = await requestJson(ctx.app, "GET", "/api/v1/notification/status", { token });
    expect(response.status).toBe(200);
    const answer = response.body.result.hasNotification as boolean;
    if (answer === expected || tries >= 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

type Poll = { status: number; etag: string | null; hasNotification?: boolean };

async function poll(token: string, etag?: string | null): Promise<Poll> {
  const response = await ctx.app.request("/api/v1/notification/status", {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { "if-none-match": etag } : {}) },
  });
  const body = response.status === 200 ? ((await response.json()) as { result: { hasNotification: boolean } }) : undefined;
  return { status: response.status, etag: response.headers.get("etag"), hasNotification: body?.result.hasNotification };
}

/**
 * Statements sent to the database while `run` runs (both drivers' clients take every statement
 * through `query`; the status poll never opens a transaction).
 */
async function statementsDuring<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    const result = await run();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/**
 * On PostgreSQL the database's announcement reaches the app's listener a moment after the commit
 * (on PGlite before the write returns): poll until the expected answer, as the bell does.
 */
async function pollUntil(token: string, etag: string | null, expected: (answer: Poll) => boolean): Promise<Poll> {
  let answer = await poll(token, etag);
  for (let tries = 0; tries < 100 && !expected(answer); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await poll(token, etag);
  }
  return answer;
}

async function versionOf(userId: string): Promise<number> {
  const [row] = await ctx.database.db.select({ version: notificationVersions.version }).from(notificationVersions).where(eq(notificationVersions.userId, userId));
  return Number(row?.version ?? 0);
}

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
    expect(await status(owner, false)).toBe(false);

    await notifyUser(demoIds.demoOwner);
    expect(await status(owner, true)).toBe(true);
    expect(await status(member, false)).toBe(false);

    const seen = await requestJson(ctx.app, "PUT", "/api/v1/notification/last-seen", { token: owner });
    expect(seen.status).toBe(200);
    expect(new Date(seen.body.result.lastSeenAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await status(owner, false)).toBe(false);
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
    expect(await status(owner, false)).toBe(false);
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
    expect(await status(owner, true)).toBe(true);
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
    const changed = await pollUntil(member, etag, (answer) => answer.status === 200);
    expect(changed).toMatchObject({ status: 200, hasNotification: true });
  });
});

describe("the status poll decided before any query", () => {
  it("answers an unchanged poll with no statement, and a changed one with one", async () => {
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    await notificationStatusCache(ctx.database.db).untilListening();
    // (Earlier tests notified the member: look at the list first, so the dot starts out.)
    expect((await requestJson(ctx.app, "PUT", "/api/v1/notification/last-seen", { token: member })).status).toBe(200);
    const first = await statementsDuring(() => poll(member));
    expect(first.result).toMatchObject({ status: 200, hasNotification: false });
    expect(first.statements).toBeLessThanOrEqual(1);
    const etag = first.result.etag;

    // Unchanged, with the ETag: a 304 from memory.
    const unchanged = await statementsDuring(() => poll(member, etag));
    expect(unchanged.result.status).toBe(304);
    expect(unchanged.statements).toBe(0);
    // Unchanged, without it (a new tab): the remembered answer, still no statement.
    const fresh = await statementsDuring(() => poll(member));
    expect(fresh.result).toMatchObject({ status: 200, hasNotification: false, etag });
    expect(fresh.statements).toBe(0);

    // A notification arrives: the next poll reads the new answer in one statement, then 304 again.
    await notifyUser(demoIds.demoMember, "Arrived");
    const changed = await statementsDuring(() => pollUntil(member, etag, (answer) => answer.status === 200));
    expect(changed.result).toMatchObject({ status: 200, hasNotification: true });
    expect(changed.result.etag).not.toBe(etag);
    expect(changed.statements).toBe(1);
    const again = await statementsDuring(() => poll(member, changed.result.etag));
    expect(again.result.status).toBe(304);
    expect(again.statements).toBe(0);
  });

  it("moves the user's version on every write that can change the answer", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const userId = demoIds.demoOwner;
    let version = await versionOf(userId);
    const expectBumped = async () => {
      const next = await versionOf(userId);
      expect(next).toBeGreaterThan(version);
      version = next;
    };

    await notifyUser(userId, "Through notify()");
    await expectBumped();
    const [row] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, userId), eq(notifications.title, "Through notify()")));
    expect((await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token: owner, body: { id: row!.id } })).status).toBe(200);
    await expectBumped();
    expect((await requestJson(ctx.app, "PUT", "/api/v1/notification/last-seen", { token: owner })).status).toBe(200);
    await expectBumped();
    await ctx.database.db.insert(notifications).values({
      recipientUserId: userId,
      companyId: demoIds.demoCompany,
      type: "applicantsReceived",
      category: "applicant",
      title: "Written directly",
      body: "-",
      data: { type: "applicantsReceived" },
    });
    await expectBumped();
    await ctx.database.db.delete(notifications).where(and(eq(notifications.recipientUserId, userId), eq(notifications.title, "Written directly")));
    await expectBumped();
    // Another user's writes leave this one's version alone.
    await notifyUser(demoIds.demoMember, "Not the owner's");
    expect(await versionOf(userId)).toBe(version);
  });

  it("stops answering a session that was signed out or revoked, even from memory", async () => {
    const signedIn = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    await notificationStatusCache(ctx.database.db).untilListening();
    const first = await poll(signedIn.token);
    expect((await poll(signedIn.token, first.etag)).status).toBe(304);
    expect((await requestJson(ctx.app, "POST", "/api/v1/logout", { token: signedIn.token, body: {} })).status).toBe(200);
    const afterLogout = await pollUntil(signedIn.token, first.etag, (answer) => answer.status === 401);
    expect(afterLogout.status).toBe(401);

    // A password change or reset revokes every session of the user (revokeUserSessions).
    const other = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const otherFirst = await poll(other.token);
    expect((await poll(other.token, otherFirst.etag)).status).toBe(304);
    await revokeUserSessions(ctx.database.db, demoIds.demoOwner, "password-change");
    const afterRevoke = await pollUntil(other.token, otherFirst.etag, (answer) => answer.status === 401);
    expect(afterRevoke.status).toBe(401);
  });
});
