import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginTokens } from "@/server/db/schema/auth-codes";
import { hrisConsoleSessions } from "@/server/db/schema/hris";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, parseSetCookies } from "@/tests/api/auth-helpers";
import { createMember, latestMailTo, notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { HRIS_CONSOLE_COOKIE, HRIS_DEFAULT_ADMIN_ACCESS, HRIS_ERROR_CODES } from "./hris-contract";
import { HRIS_EVENTS } from "./hris-notices";
import { adminLookup, asConsole, askToJoin, becomeSuperAdmin, caller, consoleCookie, eventsNamed, joinRequestLookup, type Caller } from "./testing/hris-test-helpers";

const ctx = useTestApp();
let owner: Caller;
let member: Caller;
let hrisCompanyId: string;

const issueToken = async (who: Caller, platform = "hris") =>
  (await requestJson(ctx.app, "POST", "/api/v1/auth/login-token", { token: who.token, body: { platform } })).body.result.loginToken as string;
const openSession = (loginToken: string) => requestJson(ctx.app, "POST", "/api/v2/hris/console/session", { body: { loginToken } });

beforeAll(async () => {
  owner = await caller(ctx.app, DEMO_OWNER_EMAIL, demoIds.demoOwner);
  member = await caller(ctx.app, DEMO_MEMBER_EMAIL, demoIds.demoMember);
  hrisCompanyId = (await becomeSuperAdmin(ctx.app, owner)).body.result.doc.companyId;
});

describe("the handoff: a one-time login token traded for the console's session", () => {
  it("sets an httpOnly, SameSite=Lax cookie scoped to /hris, and stores only the token's hash", async () => {
    const opened = await openSession(await issueToken(owner));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const cookie = parseSetCookies(opened.headers).get(HRIS_CONSOLE_COOKIE)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(["Path=/hris", "HttpOnly", "SameSite=Lax"]));
    const [stored] = await ctx.database.db.select().from(hrisConsoleSessions).where(eq(hrisConsoleSessions.userId, demoIds.demoOwner));
    expect(stored!.tokenHash).not.toBe(cookie.value);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await eventsNamed(ctx.database.db, HRIS_EVENTS.consoleSignedIn, demoIds.demoOwner)).toHaveLength(1);
  });

  it("refuses a replayed, expired, foreign-platform or made-up token", async () => {
    const once = await issueToken(owner);
    expect((await openSession(once)).status).toBe(200);
    const replay = await openSession(once);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("LOGIN_TOKEN_INVALID");

    const forTalent = await issueToken(owner, "talent");
    expect((await openSession(forTalent)).status).toBe(401);

    const expiring = await issueToken(owner);
    await ctx.database.db.update(loginTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await openSession(expiring)).status).toBe(401);
    expect((await openSession("made-up")).status).toBe(401);
  });

  it("lets exactly one of two redeemers racing with the same token in", async () => {
    const token = await issueToken(owner);
    const answers = await Promise.all([openSession(token), openSession(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("ends the session on sign-out", async () => {
    const cookie = await consoleCookie(ctx.app, owner);
    expect((await asConsole(ctx.app, cookie, "GET", "/me")).status).toBe(200);
    const out = await asConsole(ctx.app, cookie, "DELETE", "/session");
    expect(out.status).toBe(200);
    expect(parseSetCookies(out.headers).get(HRIS_CONSOLE_COOKIE)!.value).toBe("");
    const after = await asConsole(ctx.app, cookie, "GET", "/me");
    expect(after.status).toBe(401);
  });
});

describe("the access page (Super Admin)", () => {
  let ownerCookie: string;
  let requestId: string;

  beforeAll(async () => {
    ownerCookie = await consoleCookie(ctx.app, owner);
    requestId = (await askToJoin(ctx.app, member, hrisCompanyId, "Payroll is mine")).body.result.doc.id;
  });

  it("tells who the visitor is", async () => {
    const me = await asConsole(ctx.app, ownerCookie, "GET", "/me");
    expect(me.body.result).toMatchObject({ user: { email: DEMO_OWNER_EMAIL }, company: { id: hrisCompanyId, name: "Demo Company" }, admin: { role: "superAdmin" } });
    const memberMe = await asConsole(ctx.app, await consoleCookie(ctx.app, member), "GET", "/me");
    expect(memberMe.body.result.admin).toBeNull();
  });

  it("lists pending requests with the requester's note and email, and the admins", async () => {
    const page = await asConsole(ctx.app, ownerCookie, "GET", "/access");
    expect(page.status).toBe(200);
    expect(page.body.result.pendingRequests).toEqual([
      expect.objectContaining({ id: requestId, name: "Budi Santoso", note: "Payroll is mine", emails: [{ email: DEMO_MEMBER_EMAIL }] }),
    ]);
    expect(page.body.result.admins.map((admin: { email: string }) => admin.email)).toEqual([DEMO_OWNER_EMAIL]);
  });

  it("is refused to a user who is not the Super Admin", async () => {
    const memberCookie = await consoleCookie(ctx.app, member);
    const refused = await asConsole(ctx.app, memberCookie, "GET", "/access");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(HRIS_ERROR_CODES.notSuperAdmin);
    expect((await asConsole(ctx.app, memberCookie, "POST", `/joinrequests/${requestId}/approve`)).status).toBe(403);
  });

  it("approves once: the requester becomes an admin with the default access, and is mailed and notified", async () => {
    const approved = await asConsole(ctx.app, ownerCookie, "POST", `/joinrequests/${requestId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.result.doc).toMatchObject({ status: "approved" });
    expect((await adminLookup(ctx.app, member)).body.result.doc).toMatchObject({ role: "admin", access: [...HRIS_DEFAULT_ADMIN_ACCESS] });
    expect((await latestMailTo(ctx.database.db, DEMO_MEMBER_EMAIL))?.subject).toBe("Your HRIS access request was approved");
    expect((await notificationsOf(ctx.database.db, demoIds.demoMember, "hrisAccessUpdated")).map((item) => item.title)).toEqual(["HRIS access approved"]);
    expect(await eventsNamed(ctx.database.db, HRIS_EVENTS.accessApproved, demoIds.demoOwner)).toHaveLength(1);
    const twice = await asConsole(ctx.app, ownerCookie, "POST", `/joinrequests/${requestId}/deny`);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(HRIS_ERROR_CODES.joinRequestNotPending);
  });

  it("denies: no admin record, the requester is told and may ask again in 3 days", async () => {
    const third = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "third@demo-company.test", name: "Third Person" });
    const thirdCaller = await caller(ctx.app, "third@demo-company.test", third.userId);
    const id = (await askToJoin(ctx.app, thirdCaller, hrisCompanyId)).body.result.doc.id;
    const denied = await asConsole(ctx.app, ownerCookie, "POST", `/joinrequests/${id}/deny`);
    expect(denied.body.result.doc).toMatchObject({ status: "denied", canResend: false });
    expect((await adminLookup(ctx.app, thirdCaller)).status).toBe(404);
    expect((await latestMailTo(ctx.database.db, "third@demo-company.test"))?.subject).toBe("Your HRIS access request was denied");
    expect((await joinRequestLookup(ctx.app, thirdCaller)).body.result.doc.status).toBe("denied");
    expect((await askToJoin(ctx.app, thirdCaller, hrisCompanyId)).status).toBe(400);
  });

  it("sets an admin's access, never narrows the Super Admin's, and never removes the Super Admin", async () => {
    const admins = (await asConsole(ctx.app, ownerCookie, "GET", "/access")).body.result.admins as Array<{ id: string; role: string }>;
    const superAdmin = admins.find((admin) => admin.role === "superAdmin")!;
    const admin = admins.find((item) => item.role === "admin")!;
    const changed = await asConsole(ctx.app, ownerCookie, "PATCH", `/admins/${admin.id}`, { access: ["time", "hris", "time"] });
    expect(changed.body.result.doc.access).toEqual(["hris", "time"]);
    expect((await asConsole(ctx.app, ownerCookie, "PATCH", `/admins/${admin.id}`, { access: ["payroll"] })).status).toBe(422);
    expect((await asConsole(ctx.app, ownerCookie, "PATCH", `/admins/${superAdmin.id}`, { access: [] })).body.code).toBe(HRIS_ERROR_CODES.superAdminAccessFixed);
    const removeSuper = await asConsole(ctx.app, ownerCookie, "DELETE", `/admins/${superAdmin.id}`);
    expect(removeSuper.status).toBe(409);
    expect(removeSuper.body.code).toBe(HRIS_ERROR_CODES.lastSuperAdmin);
  });

  it("removes an admin, who is then no admin for the switcher", async () => {
    const admins = (await asConsole(ctx.app, ownerCookie, "GET", "/access")).body.result.admins as Array<{ id: string; role: string }>;
    const admin = admins.find((item) => item.role === "admin")!;
    expect((await asConsole(ctx.app, ownerCookie, "DELETE", `/admins/${admin.id}`)).status).toBe(200);
    expect((await adminLookup(ctx.app, member)).status).toBe(404);
    expect((await asConsole(ctx.app, ownerCookie, "DELETE", `/admins/${admin.id}`)).status).toBe(404);
  });

  it("keeps another company's Super Admin away from Demo Company's requests and admins", async () => {
    const otherOwner = await caller(ctx.app, OTHER_OWNER_EMAIL, demoIds.otherOwner);
    await becomeSuperAdmin(ctx.app, otherOwner);
    const otherCookie = await consoleCookie(ctx.app, otherOwner);
    const fourth = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "fourth@demo-company.test" });
    const id = (await askToJoin(ctx.app, await caller(ctx.app, "fourth@demo-company.test", fourth.userId), hrisCompanyId)).body.result.doc.id;
    const approve = await asConsole(ctx.app, otherCookie, "POST", `/joinrequests/${id}/approve`);
    expect(approve.status).toBe(404);
    expect(JSON.stringify(approve.body)).not.toContain("Demo Company");
    const page = await asConsole(ctx.app, otherCookie, "GET", "/access");
    expect(JSON.stringify(page.body)).not.toContain("demo-company.test");
    expect((await asConsole(ctx.app, ownerCookie, "GET", "/access")).body.result.pendingRequests.map((item: { id: string }) => item.id)).toContain(id);
  });
});
