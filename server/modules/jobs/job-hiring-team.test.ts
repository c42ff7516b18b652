import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyInvitations } from "@/server/db/schema/company-invitations";
import { jobs } from "@/server/db/schema/jobs";
import { memberPermissions } from "@/server/db/schema/member-permissions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember, latestMailTo, mailedInvitationToken, putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
let member: string;
let eka: { memberId: string; token: string };

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  const created = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "eka@demo-company.test", name: "Eka" });
  eka = { memberId: created.memberId, token: (await signIn(ctx.app, "eka@demo-company.test")).token };
});

beforeEach(async () => {
  await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "enterprise", "paid");
  await setMemberPermissions(ctx.database.db, [], { companyId: demoIds.demoCompany, memberId: eka.memberId });
  await setMemberPermissions(ctx.database.db, [{ resource: "postAJob", action: "create" }]);
});

async function newJob(body: Record<string, unknown> = {}) {
  const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role: "Team job", startRange: 1_000_000, endRange: 2_000_000, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result.id as string;
}
const saveTeam = (id: string, body: unknown, token = owner) => requestJson(ctx.app, "PATCH", `${JOBS}/${id}`, { token, body });
const grantsOf = (memberId: string) => ctx.database.db.select().from(memberPermissions).where(eq(memberPermissions.memberId, memberId));

describe("hiring team emails", () => {
  it("answers 422 INVALID_EMAIL_IN_HIRING_TEAM naming each bad address, and writes nothing", async () => {
    const id = await newJob();
    const invitationsBefore = await ctx.database.db.select().from(companyInvitations);
    const response = await saveTeam(id, {
      role: "Changed",
      hiringTeam: [{ email: "eka@demo-company.test", access: "editor" }, { email: "ok@demo-company.test", access: "viewer" }, { email: "not an email", access: "viewer" }],
      invitedEmails: ["also@wrong"],
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("INVALID_EMAIL_IN_HIRING_TEAM");
    expect(response.body.data.errors.map((error: any) => error.field)).toEqual(["hiringTeam.2.email", "invitedEmails.0"]);
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ role: "Team job", hiringTeam: [], invitedEmails: [] });
    expect(await ctx.database.db.select().from(companyInvitations)).toHaveLength(invitationsBefore.length);
    expect(await grantsOf(eka.memberId)).toEqual([]);
  });

  it("refuses a bad address on create too, creating nothing", async () => {
    const before = await ctx.database.db.select({ id: jobs.id }).from(jobs);
    const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { hiringTeam: [{ email: "x@y", access: "viewer" }] } });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: "INVALID_EMAIL_IN_HIRING_TEAM", data: { errors: [{ field: "hiringTeam.0.email" }] } });
    expect(await ctx.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });

  it("refuses an address listed twice", async () => {
    const id = await newJob();
    const response = await saveTeam(id, { hiringTeam: [{ email: "eka@demo-company.test", access: "viewer" }, { email: "EKA@demo-company.test", access: "editor" }] });
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("hiringTeam.1.email");
  });
});

describe("hiring team access", () => {
  it("gives a member the chosen level on this job, changes it, and takes it back", async () => {
    const id = await newJob();
    const other = await newJob();
    expect((await saveTeam(id, { hiringTeam: [{ email: "eka@demo-company.test", access: "editorSalary" }] })).status).toBe(200);
    const grants = await grantsOf(eka.memberId);
    expect(grants.map((grant) => [grant.resource, grant.action, grant.allowedCriteria]).sort()).toEqual([
      ["jobPost", "manage", { jobIds: [id] }],
      ["jobPostSalary", "view", { jobIds: [id] }],
    ]);
    const seen = await requestJson(ctx.app, "GET", `${JOBS}/${id}`, { token: eka.token });
    expect(seen.body.result).toMatchObject({ canEdit: true, salaryHidden: false, startRange: 1_000_000 });
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${other}`, { token: eka.token })).status).toBe(403);

    expect((await saveTeam(id, { hiringTeam: [{ email: "eka@demo-company.test", access: "viewer" }] })).status).toBe(200);
    expect((await grantsOf(eka.memberId)).map((grant) => [grant.resource, grant.action, grant.allowedCriteria])).toEqual([["jobPost", "view", { jobIds: [id] }]]);
    const viewer = await requestJson(ctx.app, "GET", `${JOBS}/${id}`, { token: eka.token });
    expect(viewer.body.result).toMatchObject({ canEdit: false, salaryHidden: true, startRange: null });

    expect((await saveTeam(id, { hiringTeam: [] })).status).toBe(200);
    expect(await grantsOf(eka.memberId)).toEqual([]);
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${id}`, { token: eka.token })).status).toBe(403);
  });

  it("adds the job to existing criteria, never narrows unlimited access, never touches the owner", async () => {
    const first = await newJob();
    const second = await newJob();
    await saveTeam(first, { hiringTeam: [{ email: "eka@demo-company.test", access: "viewer" }] });
    await saveTeam(second, { hiringTeam: [{ email: "eka@demo-company.test", access: "viewer" }] });
    expect((await grantsOf(eka.memberId))[0]!.allowedCriteria).toEqual({ jobIds: [first, second] });

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage" }]);
    const third = await newJob();
    const saved = await saveTeam(third, { hiringTeam: [{ email: DEMO_MEMBER_EMAIL, access: "viewer" }, { email: DEMO_OWNER_EMAIL, access: "viewer" }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const budi = await grantsOf(demoIds.demoMemberMembership);
    expect(budi.map((grant) => [grant.resource, grant.action, grant.allowedCriteria])).toEqual([["jobPost", "manage", null]]);
    expect(await grantsOf(demoIds.demoOwnerMembership)).toEqual([]);
  });

  it("treats invited emails as viewers, and keeps the creator an editor of their job", async () => {
    const created = await requestJson(ctx.app, "POST", JOBS, { token: member, body: { role: "Budi's job" } });
    const id = created.body.result.id;
    const saved = await saveTeam(id, { invitedEmails: ["eka@demo-company.test"], hiringTeam: [{ email: DEMO_MEMBER_EMAIL, access: "viewer" }] }, member);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await grantsOf(eka.memberId)).map((grant) => [grant.action, grant.allowedCriteria])).toEqual([["view", { jobIds: [id] }]]);
    const budi = await grantsOf(demoIds.demoMemberMembership);
    expect(budi.find((grant) => grant.resource === "jobPost" && grant.action === "manage")!.allowedCriteria).toEqual({ jobIds: [id] });
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${id}`, { token: member })).body.result.canEdit).toBe(true);
  });

  it("refuses a salary level from someone who cannot see the salary", async () => {
    const created = await requestJson(ctx.app, "POST", JOBS, { token: member, body: { role: "No salary here" } });
    const response = await saveTeam(created.body.result.id, { hiringTeam: [{ email: "eka@demo-company.test", access: "viewerSalary" }] }, member);
    expect(response.status).toBe(403);
    expect(response.body.data.errors[0].field).toBe("hiringTeam.0.email");
    expect(await grantsOf(eka.memberId)).toEqual([]);
  });

  it("lets only the Admin and the creator change the team when the job says so", async () => {
    const id = await newJob({ canChangeHiringTeamAccess: false, hiringTeam: [{ email: "eka@demo-company.test", access: "editor" }] });
    const same = await saveTeam(id, { hiringTeam: [{ email: "eka@demo-company.test", access: "editor" }], role: "Still fine" }, eka.token);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const changed = await saveTeam(id, { hiringTeam: [{ email: "eka@demo-company.test", access: "editor" }, { email: DEMO_MEMBER_EMAIL, access: "viewer" }] }, eka.token);
    expect(changed.status).toBe(403);
    expect(changed.body.data.errors[0].field).toBe("hiringTeam");
    expect((await saveTeam(id, { canChangeHiringTeamAccess: true }, eka.token)).status).toBe(403);
    expect((await saveTeam(id, { hiringTeam: [] })).status).toBe(200);
  });
});

describe("hiring team invitations", () => {
  it("invites an address that is not a member with this job's access; accepting gives it", async () => {
    const id = await newJob({ role: "Invite job" });
    const saved = await saveTeam(id, { hiringTeam: [{ email: "new.hire@demo-company.test", access: "editor" }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [invitation] = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.email, "new.hire@demo-company.test"));
    expect(invitation).toMatchObject({ status: "pending", invitedByUserId: demoIds.demoOwner, accessPermissions: [{ resource: "jobPost", action: "manage", allowedCriteria: { jobIds: [id] } }] });
    expect((await latestMailTo(ctx.database.db, "new.hire@demo-company.test"))!.subject).toContain("Invite job");

    // Saving again changes nothing; a new level updates the waiting invitation.
    await saveTeam(id, { hiringTeam: [{ email: "new.hire@demo-company.test", access: "editor" }] });
    await saveTeam(id, { hiringTeam: [{ email: "new.hire@demo-company.test", access: "viewerSalary" }] });
    const pending = await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.email, "new.hire@demo-company.test"));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.accessPermissions.map((entry) => `${entry.resource}.${entry.action}`).sort()).toEqual(["jobPost.view", "jobPostSalary.view"]);

    const token = await mailedInvitationToken(ctx.database.db, "new.hire@demo-company.test");
    const session = (await signUpAndVerify(ctx.app, ctx.database.db, "new.hire@demo-company.test", "New Hire")).token;
    const accepted = await requestJson(ctx.app, "POST", "/api/v1/job-portal/invited-user-company/accept", { token: session, body: { token } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const job = await requestJson(ctx.app, "GET", `${JOBS}/${id}`, { token: session });
    expect(job.status).toBe(200);
    expect(job.body.result).toMatchObject({ canEdit: false, salaryHidden: false });
  });

  it("respects the member quota (MEMBER_QUOTA_REACHED as the team answers it), writing nothing", async () => {
    const id = await newJob();
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "starter", "paid");
    const response = await saveTeam(id, { hiringTeam: [{ email: "one.more@demo-company.test", access: "viewer" }] });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("MEMBER_QUOTA_REACHED");
    expect(await ctx.database.db.select().from(companyInvitations).where(eq(companyInvitations.email, "one.more@demo-company.test"))).toEqual([]);
    expect((await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.hiringTeam).toEqual([]);
  });

  it("refuses to invite an address whose domain cannot register", async () => {
    const id = await newJob();
    const response = await saveTeam(id, { hiringTeam: [{ email: "someone@gmail.com", access: "viewer" }] });
    expect(response.status).toBe(400);
    expect(response.body.data.errors[0].field).toBe("hiringTeam.0.email");
    expect(await ctx.database.db.select().from(companyInvitations).where(and(eq(companyInvitations.email, "someone@gmail.com")))).toEqual([]);
  });
});
