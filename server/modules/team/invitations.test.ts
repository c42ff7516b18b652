import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { companyMembers } from "@/server/db/schema/companies";
import { companyInvitations } from "@/server/db/schema/company-invitations";
import { jobs } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoTeamIds } from "@/server/db/seed/seed-team";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, decodeJwt, parseSetCookies, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { latestMailTo, mailedInvitationToken, notificationsOf, putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const INVITED = "/api/v1/job-portal/invited-user-company";

let owner: string;
let member: string;
let otherOwner: string;

const invite = (token: string, body: unknown) => requestJson(ctx.app, "POST", INVITED, { token, body });
const accept = (token: string, invitationToken: string) => requestJson(ctx.app, "POST", `${INVITED}/accept`, { token, body: { token: invitationToken } });
const preview = (invitationToken: string) => requestJson(ctx.app, "POST", `${INVITED}/preview`, { body: { token: invitationToken } });

async function ageInvitation(id: string, seconds: number) {
  const [row] = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, id));
  await ctx.database.db
    .update(companyInvitations)
    .set({ sentAt: new Date(row!.sentAt.getTime() - seconds * 1000), expiresAt: new Date(row!.expiresAt.getTime() - seconds * 1000) })
    .where(eq(companyInvitations.id, id));
}

const signUp = async (email: string, name: string) => (await signUpAndVerify(ctx.app, ctx.database.db, email, name)).token;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

describe("POST /v1/job-portal/invited-user-company", () => {
  it("invites each email with the access given and mails a join link", async () => {
    const response = await invite(owner, {
      emails: ["Nadia.Putri@demo-company.test", "rizky@partner-agency.test"],
      accessPermissions: [
        { permission: { resource: "talentHunt", action: "manage" } },
        { permission: { resource: "analyticsGeneral", action: "view" } },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const docs = response.body.result.docs;
    expect(docs.map((doc: any) => doc.email)).toEqual(["nadia.putri@demo-company.test", "rizky@partner-agency.test"]);
    expect(docs[0]).toMatchObject({ status: "pending", resent: false, acceptedAt: null, userCompanyId: null, invitedBy: { email: DEMO_OWNER_EMAIL } });
    expect(docs[0].accessPermissions.map((entry: any) => entry.permissionId)).toEqual(["talentHunt.manage", "analyticsGeneral.view"]);
    const mail = await latestMailTo(ctx.database.db, "nadia.putri@demo-company.test");
    expect(mail).toMatchObject({ category: "team-invitation", subject: "Dewi Lestari Anggraini invited you to join Demo Company on the hiring portal" });
    expect(mail!.textBody).toMatch(/http:\/\/localhost:\d+\/join-team\?token=[A-Za-z0-9_-]{40,}/);
    const [stored] = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, docs[0].id));
    expect(mail!.textBody).not.toContain(stored!.tokenHash);
  });

  it("lists invitations latest first with status and sent date", async () => {
    const response = await requestJson(ctx.app, "GET", INVITED, { token: member });
    expect(response.status).toBe(200);
    const emails = response.body.result.docs.map((doc: any) => doc.email);
    expect(emails).toContain("sari.hr@demo-company.test");
    expect(emails.indexOf("nadia.putri@demo-company.test")).toBeLessThan(emails.indexOf("sari.hr@demo-company.test"));
    const seeded = response.body.result.docs.find((doc: any) => doc.id === demoTeamIds.pendingInvitation);
    expect(seeded).toMatchObject({ status: "pending", sentAt: "2026-01-05T02:00:00.000Z", resent: false });
  });

  it("refuses members, open invitations, repeated emails and free-mail domains, per field", async () => {
    const response = await invite(owner, { emails: [DEMO_MEMBER_EMAIL, "sari.hr@demo-company.test", "x@demo-company.test", "X@demo-company.test", "me@gmail.com"] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("ALREADY_A_MEMBER");
    expect(response.body.data.errors.map((error: any) => error.field)).toEqual(["emails.0", "emails.1", "emails.3", "emails.4"]);
    const rows = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.email, "x@demo-company.test"));
    expect(rows).toEqual([]);
  });

  it("validates emails and access", async () => {
    const badEmail = await invite(owner, { emails: ["not-an-email"] });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.data.errors[0].field).toBe("emails.0");
    const noEmails = await invite(owner, { emails: [] });
    expect(noEmails.status).toBe(422);
    const viewTalents = await invite(owner, { emails: ["y@demo-company.test"], accessPermissions: [{ permission: { resource: "talentDb", action: "view" } }] });
    expect(viewTalents.status).toBe(422);
  });

  it("is for the owner or a Team Editor", async () => {
    const response = await invite(member, { emails: ["z@demo-company.test"] });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PERMISSION_DENIED");
  });
});

describe("resend and withdraw", () => {
  it("resends with a new link and a new sent date; the old link stops working", async () => {
    const created = await invite(owner, { emails: ["resend.me@demo-company.test"] });
    const id = created.body.result.docs[0].id;
    const firstToken = await mailedInvitationToken(ctx.database.db, "resend.me@demo-company.test");
    const tooSoon = await requestJson(ctx.app, "POST", `${INVITED}/${id}/resend`, { token: owner });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("retry-after")).toMatch(/^\d+$/);
    await ageInvitation(id, 120);
    const before = (await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, id)))[0]!.sentAt;
    const response = await requestJson(ctx.app, "POST", `${INVITED}/${id}/resend`, { token: owner });
    expect(response.status).toBe(200);
    expect(response.body.result.resent).toBe(true);
    expect(new Date(response.body.result.sentAt).getTime()).toBeGreaterThan(before.getTime());
    const secondToken = await mailedInvitationToken(ctx.database.db, "resend.me@demo-company.test");
    expect(secondToken).not.toBe(firstToken);
    expect((await preview(firstToken)).status).toBe(404);
    expect((await preview(secondToken)).status).toBe(200);
  });

  it("withdraws a pending invitation", async () => {
    const created = await invite(owner, { emails: ["withdraw.me@demo-company.test"] });
    const id = created.body.result.docs[0].id;
    expect((await requestJson(ctx.app, "DELETE", `${INVITED}/${id}`, { token: member })).status).toBe(403);
    const response = await requestJson(ctx.app, "DELETE", `${INVITED}/${id}`, { token: owner });
    expect(response.body.result).toEqual({ id, deleted: true });
    expect((await requestJson(ctx.app, "DELETE", `${INVITED}/${id}`, { token: owner })).status).toBe(404);
  });

  it("answers 404 for another company's invitation", async () => {
    expect((await requestJson(ctx.app, "POST", `${INVITED}/${demoTeamIds.pendingInvitation}/resend`, { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "DELETE", `${INVITED}/${demoTeamIds.pendingInvitation}`, { token: otherOwner })).status).toBe(404);
  });
});

describe("joining from the link", () => {
  it("previews without a session, signs up, accepts (pending → active) and notifies the company", async () => {
    await invite(owner, { emails: ["lina@demo-company.test"], accessPermissions: [{ permission: { resource: "talentHunt", action: "manage" } }] });
    const token = await mailedInvitationToken(ctx.database.db, "lina@demo-company.test");
    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.body.result).toMatchObject({ email: "lina@demo-company.test", companyName: "Demo Company", invitedByName: "Dewi Lestari Anggraini", status: "pending", expired: false, accountExists: false });

    const session = await signUp("lina@demo-company.test", "Lina Marlina");
    const accepted = await accept(session, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result).toMatchObject({ companyId: demoIds.demoCompany, role: "member", isDataFilled: true });
    // The guard cookie now carries the company, so the portal opens without onboarding.
    const cookie = parseSetCookies(accepted.headers).get(ACCESS_TOKEN_COOKIE);
    expect(decodeJwt(cookie!.value)).toMatchObject({ cid: demoIds.demoCompany, df: true });

    const listed = await requestJson(ctx.app, "GET", INVITED, { token: owner });
    const row = listed.body.result.docs.find((doc: any) => doc.email === "lina@demo-company.test");
    expect(row).toMatchObject({ status: "active", userCompanyId: accepted.body.result.userCompanyId });
    const [membership] = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, row.userCompanyId));
    expect(membership).toMatchObject({ status: "active", role: "member" });
    const permission = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: session });
    expect(permission.body.result.canAccessTalentSearch).toBe(true);
    const notes = await notificationsOf(ctx.database.db, demoIds.demoOwner, "invitedEmployerJoinReceived");
    expect(notes.at(-1)).toMatchObject({ companyId: demoIds.demoCompany, data: { userCompanyId: row.userCompanyId, type: "invitedEmployerJoinReceived" } });

    // Accepting twice is harmless; the link is spent for anyone else.
    expect((await accept(session, token)).status).toBe(200);
    expect((await accept(member, token)).status).toBe(403);
  });

  it("refuses another account, an expired link and an account of another company", async () => {
    await invite(owner, { emails: ["late@demo-company.test", OTHER_OWNER_EMAIL] });
    const token = await mailedInvitationToken(ctx.database.db, "late@demo-company.test");
    const wrong = await accept(member, token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("INVITATION_EMAIL_MISMATCH");

    const [row] = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.email, "late@demo-company.test"));
    await ageInvitation(row!.id, 8 * 24 * 60 * 60);
    expect((await preview(token)).body.result.expired).toBe(true);
    const session = await signUp("late@demo-company.test", "Lambat");
    const expired = await accept(session, token);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("INVITATION_EXPIRED");

    const otherToken = await mailedInvitationToken(ctx.database.db, OTHER_OWNER_EMAIL);
    const taken = await accept(otherOwner, otherToken);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("ALREADY_IN_ANOTHER_COMPANY");
  });

  it("answers 404 for an unknown token and needs a session to accept", async () => {
    expect((await preview("x".repeat(43))).status).toBe(404);
    expect((await requestJson(ctx.app, "POST", `${INVITED}/accept`, { body: { token: "x".repeat(43) } })).status).toBe(401);
  });
});

describe("member quota per plan", () => {
  it("refuses invitations beyond the trial's seats and tells the owner once", async () => {
    // The seed publishes more jobs than a trial allows, which alone would ask for an upgrade.
    await ctx.database.db.update(jobs).set({ status: "closed" }).where(and(eq(jobs.companyId, demoIds.demoCompany), eq(jobs.status, "published")));
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "trial", "trial");
    const response = await invite(owner, { emails: ["one.more@demo-company.test"] });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: "MEMBER_QUOTA_REACHED", data: { quota: 3, onTrial: true, errors: [{ field: "emails" }] } });
    expect(response.body.message).toContain("Upgrade your plan");
    await invite(owner, { emails: ["two.more@demo-company.test"] });
    const notes = await notificationsOf(ctx.database.db, demoIds.demoOwner, "companyMemberTrialLimitReached");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toMatchObject({ pageUrl: "/subscription" });
  });

  it("checks seats again when a join link is accepted", async () => {
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "enterprise", "paid");
    await invite(owner, { emails: ["seatless@demo-company.test"] });
    const token = await mailedInvitationToken(ctx.database.db, "seatless@demo-company.test");
    const session = await signUp("seatless@demo-company.test", "Tanpa Kursi");
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "starter", "paid");
    const response = await accept(session, token);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("MEMBER_QUOTA_REACHED");
  });
});
