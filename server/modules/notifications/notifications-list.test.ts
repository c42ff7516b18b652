import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { notify, notifyEvent } from "./notify-service";
import type { NotificationItem } from "./notifications-schemas";

const ctx = useTestApp();

let counter = 0;
/** A fresh member of Demo Company with no notifications, signed in. */
async function freshUser() {
  counter += 1;
  const email = `list-user-${counter}@demo-company.test`;
  const { userId } = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email });
  return { userId, token: (await signIn(ctx.app, email)).token };
}

const list = (token: string, query = "") => requestJson(ctx.app, "GET", `/api/v1/notification/all${query}`, { token });

async function seedFor(userId: string, count: number, options: { start: number; category?: "applicant" | "company"; isRead?: boolean }) {
  const rows = Array.from({ length: count }, (_, index) => ({
    recipientUserId: userId,
    companyId: demoIds.demoCompany,
    type: options.category === "company" ? "awardedAsBestCompany" : "applicantsReceived",
    category: options.category ?? "applicant",
    title: `Item ${options.start + index}`,
    body: "-",
    data: { type: "applicantsReceived" },
    isRead: options.isRead ?? false,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (options.start + index) * 60_000),
  }));
  if (rows.length > 0) await ctx.database.db.insert(notifications).values(rows);
}

/** Every page from the first, calling `between` after each page (to insert while scrolling). */
async function readAll(token: string, query: string, between: (page: number) => Promise<void> = async () => undefined) {
  const seen: NotificationItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const response = await list(token, `?${query}${cursor ? `&datetime=${encodeURIComponent(cursor)}` : ""}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    seen.push(...response.body.result.docs);
    cursor = response.body.result.nextDatetime;
    if (!cursor) return seen;
    await between(page);
  }
  throw new Error("did not reach the last page");
}

describe("GET /v1/notification/all", () => {
  it("needs a session", async () => {
    expect((await requestJson(ctx.app, "GET", "/api/v1/notification/all")).status).toBe(401);
  });

  it("answers the caller's own notifications, newest first, 16 by default, with the fields of spec 3", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 20, { start: 0 });
    const response = await list(user.token);
    expect(response.status).toBe(200);
    const { docs, nextDatetime } = response.body.result;
    expect(docs).toHaveLength(16);
    expect(docs[0].title).toBe("Item 19");
    expect(docs[15].title).toBe("Item 4");
    expect(typeof nextDatetime).toBe("string");
    expect(Object.keys(docs[0]).sort()).toEqual(["_id", "action", "body", "category", "createdAt", "data", "isRead", "title", "type"]);
    expect(docs[0].data.type).toBe("applicantsReceived");
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const rest = await list(user.token, `?datetime=${encodeURIComponent(nextDatetime)}`);
    expect(rest.body.result.docs.map((doc: NotificationItem) => doc.title)).toEqual(["Item 3", "Item 2", "Item 1", "Item 0"]);
    expect(rest.body.result.nextDatetime).toBeNull();
  });

  it("never shows another user's notifications", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const ownerDocs = (await list(owner)).body.result.docs as NotificationItem[];
    expect(ownerDocs.length).toBeGreaterThan(0);
    const otherDocs = (await list(other)).body.result.docs as NotificationItem[];
    const ownerIds = new Set(ownerDocs.map((doc) => doc._id));
    expect(otherDocs.filter((doc) => ownerIds.has(doc._id))).toEqual([]);
  });

  it("filters by category and by isRead", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 3, { start: 0, category: "applicant" });
    await seedFor(user.userId, 2, { start: 10, category: "company" });
    await seedFor(user.userId, 2, { start: 20, category: "applicant", isRead: true });

    const company = (await list(user.token, "?category=company")).body.result.docs as NotificationItem[];
    expect(company.map((doc) => doc.category)).toEqual(["company", "company"]);
    const unread = (await list(user.token, "?isRead=false")).body.result.docs as NotificationItem[];
    expect(unread).toHaveLength(5);
    expect(unread.every((doc) => !doc.isRead)).toBe(true);
    const unreadApplicants = (await list(user.token, "?isRead=false&category=applicant")).body.result.docs as NotificationItem[];
    expect(unreadApplicants.map((doc) => doc.title)).toEqual(["Item 2", "Item 1", "Item 0"]);
    const read = (await list(user.token, "?isRead=true")).body.result.docs as NotificationItem[];
    expect(read.map((doc) => doc.title)).toEqual(["Item 21", "Item 20"]);
  });

  it("pages the filters by the cursor too", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 10, { start: 0, category: "applicant" });
    await seedFor(user.userId, 10, { start: 100, category: "company" });
    const applicants = await readAll(user.token, "limit=3&category=applicant");
    expect(applicants.map((doc) => doc.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${9 - i}`));
  });

  it("stays stable while notifications arrive between pages: no duplicates, no gaps", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 12, { start: 0 });
    // Ten written in one transaction share created_at to the microsecond: the id breaks the tie.
    await ctx.database.db.transaction(async (tx) => {
      for (let index = 0; index < 10; index += 1) {
        await notify(tx, { recipientUserIds: [user.userId], companyId: demoIds.demoCompany, type: "applicantsReceived", title: `Same instant ${index}`, body: "-", data: {} });
      }
    });
    await seedFor(user.userId, 15, { start: -100 });
    const before = await ctx.database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.recipientUserId, user.userId));

    let arrived = 0;
    const seen = await readAll(user.token, "limit=5", async () => {
      // A burst of new notifications after every page.
      arrived += 1;
      await notifyEvent(ctx.database.db, { type: "applicantsReceived", recipientUserIds: [user.userId], companyId: demoIds.demoCompany, params: { applicantName: `Late ${arrived}` } });
    });
    const ids = seen.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(before.map((row) => row.id)));
    expect(arrived).toBeGreaterThan(5);
    // And the order is strictly newest first.
    const times = seen.map((doc) => Date.parse(doc.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses bad query values with the field named", async () => {
    const user = await freshUser();
    const bad = await list(user.token, "?category=gossip&isRead=maybe&limit=0&datetime=yesterday");
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["category", "datetime", "isRead", "limit"]);
    const tooMany = await list(user.token, "?limit=101");
    expect(tooMany.status).toBe(422);
  });

  it("accepts a bare ISO datetime as the cursor (items older than it)", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 5, { start: 0 });
    const response = await list(user.token, `?datetime=${encodeURIComponent(new Date(Date.UTC(2026, 0, 1) + 2 * 60_000).toISOString())}`);
    expect(response.body.result.docs.map((doc: NotificationItem) => doc.title)).toEqual(["Item 1", "Item 0"]);
  });
});

describe("PATCH /v1/notification/isread", () => {
  it("marks the caller's own notification read", async () => {
    const user = await freshUser();
    await seedFor(user.userId, 2, { start: 0 });
    const [first] = (await list(user.token)).body.result.docs as NotificationItem[];
    const response = await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token: user.token, body: { id: first!._id } });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ _id: first!._id, isRead: true, title: first!.title });
    const unread = (await list(user.token, "?isRead=false")).body.result.docs as NotificationItem[];
    expect(unread.map((doc) => doc._id)).not.toContain(first!._id);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await freshUser();
    const intruder = await freshUser();
    await seedFor(owner.userId, 1, { start: 0 });
    const [mine] = (await list(owner.token)).body.result.docs as NotificationItem[];
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    for (const token of [intruder.token, other]) {
      const response = await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token, body: { id: mine!._id } });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("NOTIFICATION_NOT_FOUND");
    }
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, mine!._id));
    expect(row!.isRead).toBe(false);
  });

  it("answers 404 for an unknown id and 422 for something that is not an id", async () => {
    const user = await freshUser();
    const unknown = await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token: user.token, body: { id: crypto.randomUUID() } });
    expect(unknown.status).toBe(404);
    const invalid = await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token: user.token, body: { id: "1; drop table" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.errors[0].field).toBe("id");
    const missing = await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { token: user.token, body: {} });
    expect(missing.status).toBe(422);
    expect((await requestJson(ctx.app, "PATCH", "/api/v1/notification/isread", { body: { id: crypto.randomUUID() } })).status).toBe(401);
  });
});
