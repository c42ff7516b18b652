import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hrisAdmins, hrisCompanies, hrisJoinRequests } from "@/server/db/schema/hris";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL } from "@/tests/api/auth-helpers";
import { createMember, latestMailTo, notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { HRIS_ACCESS_AREAS, HRIS_ERROR_CODES, HRIS_NOTE_MAX, HRIS_RESEND_AFTER_MS } from "./hris-contract";
import { findJoinRequest } from "./hris-access-service";
import { HRIS_EVENTS } from "./hris-notices";
import {
  adminLookup,
  askToJoin,
  becomeSuperAdmin,
  caller,
  companyLookup,
  companySession,
  eventsNamed,
  joinRequestLookup,
  type Caller,
} from "./testing/hris-test-helpers";

const ctx = useTestApp();
let owner: Caller;
let member: Caller;
let otherOwner: Caller;

beforeAll(async () => {
  owner = await caller(ctx.app, DEMO_OWNER_EMAIL, demoIds.demoOwner);
  member = await caller(ctx.app, DEMO_MEMBER_EMAIL, demoIds.demoMember);
  otherOwner = await caller(ctx.app, OTHER_OWNER_EMAIL, demoIds.otherOwner);
});

describe("the switcher's first user (spec 4: company not found → Super Admin)", () => {
  it("answers the expected 404 before anyone of the company entered HRIS", async () => {
    const company = await companyLookup(ctx.app, owner, "demo-company.test");
    expect(company.status).toBe(404);
    expect(company.body.code).toBe(HRIS_ERROR_CODES.companyNotFound);
    expect((await adminLookup(ctx.app, owner)).body.code).toBe(HRIS_ERROR_CODES.adminNotFound);
  });

  it("refuses another company's domain and malformed domains, saying nothing about them", async () => {
    const other = await companyLookup(ctx.app, otherOwner, "demo-company.test");
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(HRIS_ERROR_CODES.notYourRecord);
    expect(JSON.stringify(other.body)).not.toContain("demo-company.test");
    const bad = await companyLookup(ctx.app, owner, "not a domain");
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors[0].field).toBe("email_domain_eq");
  });

  it("makes the first user Super Admin with every access, and the company found afterwards (any letter case)", async () => {
    const created = await becomeSuperAdmin(ctx.app, owner);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result.doc).toMatchObject({ userId: demoIds.demoOwner, role: "superAdmin", access: [...HRIS_ACCESS_AREAS] });
    const company = await companyLookup(ctx.app, owner, "Demo-Company.TEST");
    expect(company.status).toBe(200);
    expect(company.body.result.doc).toEqual({ id: created.body.result.doc.companyId, name: "Demo Company" });
    expect((await adminLookup(ctx.app, owner)).body.result.doc.role).toBe("superAdmin");
    expect(await eventsNamed(ctx.database.db, HRIS_EVENTS.superAdminCreated, demoIds.demoOwner)).toHaveLength(1);
  });

  it("answers a later user 409 (request access instead), the Super Admin 409 already admin, and nobody for someone else", async () => {
    const later = await becomeSuperAdmin(ctx.app, member);
    expect(later.status).toBe(409);
    expect(later.body.code).toBe(HRIS_ERROR_CODES.superAdminExists);
    expect((await becomeSuperAdmin(ctx.app, owner)).body.code).toBe(HRIS_ERROR_CODES.alreadyAdmin);
    const forSomeoneElse = await becomeSuperAdmin(ctx.app, { token: member.token, userId: demoIds.demoOwner });
    expect(forSomeoneElse.status).toBe(403);
    expect((await adminLookup(ctx.app, member)).body.code).toBe(HRIS_ERROR_CODES.adminNotFound);
    expect((await adminLookup(ctx.app, member, demoIds.demoOwner)).status).toBe(403);
    expect((await adminLookup(ctx.app, otherOwner, demoIds.demoOwner)).status).toBe(403);
  });

  it("lets exactly one of two users racing to be first become Super Admin", async () => {
    const second = await createMember(ctx.database.db, { companyId: demoIds.otherCompany, email: "second@other-company.test", name: "Second Other" });
    const racer = await caller(ctx.app, "second@other-company.test", second.userId);
    const answers = await Promise.all([becomeSuperAdmin(ctx.app, otherOwner), becomeSuperAdmin(ctx.app, racer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe(HRIS_ERROR_CODES.superAdminExists);
    const [hrisCompany] = await ctx.database.db.select().from(hrisCompanies).where(eq(hrisCompanies.companyId, demoIds.otherCompany));
    const admins = await ctx.database.db.select().from(hrisAdmins).where(eq(hrisAdmins.hrisCompanyId, hrisCompany!.id));
    expect(admins.map((admin) => admin.role)).toEqual(["superAdmin"]);
  });

  it("holds one Super Admin per HRIS company in the database itself", async () => {
    const [hrisCompany] = await ctx.database.db.select().from(hrisCompanies).where(eq(hrisCompanies.companyId, demoIds.demoCompany));
    await expect(
      ctx.database.db.insert(hrisAdmins).values({ hrisCompanyId: hrisCompany!.id, userId: demoIds.demoMember, role: "superAdmin", source: "ats" }),
    ).rejects.toThrow();
  });
});

describe("join requests (spec 4: company found, admin not found → request modal)", () => {
  let hrisCompanyId: string;
  beforeAll(async () => {
    hrisCompanyId = (await companyLookup(ctx.app, owner, "demo-company.test")).body.result.doc.id;
  });

  it("has none before the first request, and refuses to read someone else's", async () => {
    const none = await joinRequestLookup(ctx.app, member);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe(HRIS_ERROR_CODES.joinRequestNotFound);
    expect((await joinRequestLookup(ctx.app, otherOwner, demoIds.demoMember)).status).toBe(403);
  });

  it("validates the payload: the note's 300 characters, the user, the company", async () => {
    const long = await askToJoin(ctx.app, member, hrisCompanyId, "x".repeat(HRIS_NOTE_MAX + 1));
    expect(long.status).toBe(422);
    expect(long.body.data.errors[0].field).toBe("note");
    expect((await askToJoin(ctx.app, { token: member.token, userId: demoIds.demoOwner }, hrisCompanyId)).status).toBe(403);
    const elsewhere = await askToJoin(ctx.app, member, "0d3e0000-0000-4000-8000-00000000abcd");
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe(HRIS_ERROR_CODES.companyNotFound);
    expect((await askToJoin(ctx.app, owner, hrisCompanyId)).body.code).toBe(HRIS_ERROR_CODES.alreadyAdmin);
    expect(await ctx.database.db.select().from(hrisJoinRequests)).toEqual([]);
  });

  it("sends a request with a note: the Super Admin is mailed and notified, and it cannot be resent for 3 days", async () => {
    const sent = await askToJoin(ctx.app, member, hrisCompanyId, "  I run payroll  ");
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const doc = sent.body.result.doc;
    expect(doc).toMatchObject({ userId: demoIds.demoMember, status: "pending", canResend: false, note: "I run payroll", emails: [{ email: DEMO_MEMBER_EMAIL }] });
    expect(Date.parse(doc.reRequestAt) - Date.parse(doc.updatedAt)).toBe(HRIS_RESEND_AFTER_MS);
    expect((await latestMailTo(ctx.database.db, DEMO_OWNER_EMAIL))?.subject).toMatch(/asked for access to HRIS/);
    expect(await notificationsOf(ctx.database.db, demoIds.demoOwner, "hrisAccessUpdated")).toHaveLength(1);
    expect(await eventsNamed(ctx.database.db, HRIS_EVENTS.accessRequested, demoIds.demoMember)).toHaveLength(1);

    const again = await askToJoin(ctx.app, member, hrisCompanyId);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(HRIS_ERROR_CODES.joinRequestAlreadySent);
    expect(again.body.data.reRequestAt).toBe(doc.reRequestAt);

    const read = await joinRequestLookup(ctx.app, member);
    expect(read.body.result.doc).toMatchObject({ id: doc.id, canResend: false, emails: [{ email: DEMO_MEMBER_EMAIL }] });
    expect((await joinRequestLookup(ctx.app, member, demoIds.demoMember, false)).body.result.doc.emails).toEqual([]);
  });

  it("turns canResend on exactly 3 days after the last update (an injected clock)", async () => {
    const session = companySession({ userId: demoIds.demoMember, companyId: demoIds.demoCompany, userCompanyId: demoIds.demoMemberMembership });
    const [row] = await ctx.database.db.select().from(hrisJoinRequests).where(eq(hrisJoinRequests.userId, demoIds.demoMember));
    const at = (ms: number) => new Date(row!.updatedAt.getTime() + ms);
    expect((await findJoinRequest(ctx.database.db, session, { userId: demoIds.demoMember, withEmails: true }, at(HRIS_RESEND_AFTER_MS - 1))).canResend).toBe(false);
    expect((await findJoinRequest(ctx.database.db, session, { userId: demoIds.demoMember, withEmails: true }, at(HRIS_RESEND_AFTER_MS))).canResend).toBe(true);
  });

  it("lets the request be sent again once 3 days passed, updating it in place", async () => {
    const threeDaysAgo = new Date(Date.now() - HRIS_RESEND_AFTER_MS - 1000);
    await ctx.database.db.update(hrisJoinRequests).set({ updatedAt: threeDaysAgo }).where(eq(hrisJoinRequests.userId, demoIds.demoMember));
    expect((await joinRequestLookup(ctx.app, member)).body.result.doc.canResend).toBe(true);
    const resent = await askToJoin(ctx.app, member, hrisCompanyId);
    expect(resent.status).toBe(201);
    expect(resent.body.result.doc).toMatchObject({ canResend: false, note: null });
    expect(await ctx.database.db.select().from(hrisJoinRequests).where(eq(hrisJoinRequests.userId, demoIds.demoMember))).toHaveLength(1);
    expect(await notificationsOf(ctx.database.db, demoIds.demoOwner, "hrisAccessUpdated")).toHaveLength(2);
  });

  it("keeps another company's user out: their own company's id only, never Demo Company's request", async () => {
    const foreign = await askToJoin(ctx.app, otherOwner, hrisCompanyId);
    expect(foreign.status).toBe(404); // Other Company has its own HRIS company since the race above; Demo's id is not it
    expect(foreign.body.code).toBe(HRIS_ERROR_CODES.companyNotFound);
    const stranger = await createMember(ctx.database.db, { companyId: demoIds.otherCompany, email: "third@other-company.test" });
    const third = await caller(ctx.app, "third@other-company.test", stranger.userId);
    const refused = await askToJoin(ctx.app, third, hrisCompanyId);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("Demo Company");
  });

  it("needs a signed-in company user", async () => {
    expect((await requestJson(ctx.app, "GET", "/api/v2/hris/company/one?email_domain_eq=demo-company.test")).status).toBe(401);
  });
});
