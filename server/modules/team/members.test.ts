import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyMembers } from "@/server/db/schema/companies";
import { memberPermissions } from "@/server/db/schema/member-permissions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember, notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const JOB_A = "10b00000-0000-4000-8000-00000000000a";
const membersPath = (companyId = demoIds.demoCompany, query = "") => `/api/v1/job-portal/company/${companyId}/member${query}`;
const memberPath = (id: string) => `/api/v1/job-portal/user-company/${id}`;

let owner: string;
let member: string;
let otherOwner: string;
let editor: { userId: string; memberId: string; token: string };
let pendingJoiner: { userId: string; memberId: string };

const SEEDED_MEMBER_ACCESS = [
  { resource: "userCompany", action: "view" },
  { resource: "talentDb", action: "manage" },
  { resource: "talentHunt", action: "denied" },
  { resource: "postAJob", action: "create" },
  { resource: "analyticsGeneral", action: "view" },
] as const;

beforeAll(async () => {
  const db = ctx.database.db;
  const created = await createMember(db, { companyId: demoIds.demoCompany, email: "editor@demo-company.test", name: "Eka Editor" });
  pendingJoiner = await createMember(db, { companyId: demoIds.demoCompany, email: "joiner@demo-company.test", name: "Joko Joiner", status: "pending" });
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  editor = { ...created, token: (await signIn(ctx.app, "editor@demo-company.test")).token };
});

beforeEach(async () => {
  const db = ctx.database.db;
  await setMemberPermissions(db, [...SEEDED_MEMBER_ACCESS]);
  await setMemberPermissions(db, [{ resource: "userCompany", action: "manage" }, { resource: "talentDb", action: "manage" }], {
    companyId: demoIds.demoCompany,
    memberId: editor.memberId,
  });
});

describe("GET /v1/job-portal/company/{companyId}/member", () => {
  it("lists members owner first with the fields of spec 3 and their access", async () => {
    const response = await requestJson(ctx.app, "GET", membersPath(), { token: owner });
    expect(response.status).toBe(200);
    const { docs, totalDocs, page, hasNextPage } = response.body.result;
    expect(totalDocs).toBe(4);
    expect(page).toBe(1);
    expect(hasNextPage).toBe(false);
    expect(docs[0]).toMatchObject({ id: demoIds.demoOwnerMembership, role: "owner", status: "active", email: DEMO_OWNER_EMAIL, accessPermissions: [] });
    const budi = docs.find((doc: any) => doc.id === demoIds.demoMemberMembership);
    expect(budi).toMatchObject({
      userId: demoIds.demoMember,
      name: "Budi Santoso",
      email: DEMO_MEMBER_EMAIL,
      role: "member",
      status: "active",
      jobTitle: "Recruiter",
      profile: { profilePictureUrl: null },
    });
    expect(budi.createdAt).toEqual(expect.any(String));
    expect(budi.updatedAt).toEqual(expect.any(String));
    expect(budi.accessPermissions.map((entry: any) => entry.permissionId).sort()).toEqual(
      ["analyticsGeneral.view", "postAJob.create", "talentDb.manage", "talentHunt.denied", "userCompany.view"],
    );
  });

  it("filters by repeated status and role keys, searches name or email, and pages", async () => {
    const pending = await requestJson(ctx.app, "GET", membersPath(undefined, "?status=pending"), { token: owner });
    expect(pending.body.result.docs.map((doc: any) => doc.id)).toEqual([pendingJoiner.memberId]);
    const both = await requestJson(ctx.app, "GET", membersPath(undefined, "?status=pending&status=active&role=member"), { token: owner });
    expect(both.body.result.totalDocs).toBe(3);
    const search = await requestJson(ctx.app, "GET", membersPath(undefined, "?search=budi"), { token: owner });
    expect(search.body.result.docs.map((doc: any) => doc.email)).toEqual([DEMO_MEMBER_EMAIL]);
    const byEmail = await requestJson(ctx.app, "GET", membersPath(undefined, "?search=EDITOR%40demo"), { token: owner });
    expect(byEmail.body.result.docs.map((doc: any) => doc.name)).toEqual(["Eka Editor"]);
    const wildcard = await requestJson(ctx.app, "GET", membersPath(undefined, "?search=%25"), { token: owner });
    expect(wildcard.body.result.totalDocs).toBe(0);
    const paged = await requestJson(ctx.app, "GET", membersPath(undefined, "?limit=2&page=2"), { token: owner });
    expect(paged.body.result).toMatchObject({ page: 2, limit: 2, totalDocs: 4, totalPages: 2, hasNextPage: false });
    expect(paged.body.result.docs).toHaveLength(2);
  });

  it("refuses bad query values with field errors", async () => {
    const response = await requestJson(ctx.app, "GET", membersPath(undefined, "?status=gone&limit=0"), { token: owner });
    expect(response.status).toBe(422);
    expect(response.body.data.errors.map((error: any) => error.field).sort()).toEqual(["limit", "status.0"]);
  });

  it("lets a member with Team view list, and refuses one without", async () => {
    expect((await requestJson(ctx.app, "GET", membersPath(), { token: member })).status).toBe(200);
    await setMemberPermissions(ctx.database.db, [{ resource: "talentDb", action: "manage" }]);
    const refused = await requestJson(ctx.app, "GET", membersPath(), { token: member });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "userCompany", action: "view" } });
  });

  it("answers 404 for another company's id", async () => {
    const response = await requestJson(ctx.app, "GET", membersPath(demoIds.demoCompany), { token: otherOwner });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("COMPANY_NOT_FOUND");
  });

  it("needs a session", async () => {
    expect((await requestJson(ctx.app, "GET", membersPath())).status).toBe(401);
  });
});

describe("GET /v1/job-portal/user-company/{id}", () => {
  it("answers a member by membership id or user id", async () => {
    const byMembership = await requestJson(ctx.app, "GET", memberPath(demoIds.demoMemberMembership), { token: owner });
    expect(byMembership.status).toBe(200);
    expect(byMembership.body.result).toMatchObject({ id: demoIds.demoMemberMembership, email: DEMO_MEMBER_EMAIL });
    const byUser = await requestJson(ctx.app, "GET", memberPath(demoIds.demoMember), { token: owner });
    expect(byUser.body.result.id).toBe(demoIds.demoMemberMembership);
  });

  it("lets anyone read their own membership, but others only with Team view", async () => {
    await setMemberPermissions(ctx.database.db, []);
    expect((await requestJson(ctx.app, "GET", memberPath(demoIds.demoMemberMembership), { token: member })).status).toBe(200);
    expect((await requestJson(ctx.app, "GET", memberPath(demoIds.demoOwnerMembership), { token: member })).status).toBe(403);
  });

  it("answers 404 for unknown ids and for members of another company", async () => {
    expect((await requestJson(ctx.app, "GET", memberPath("0d3e0000-0000-4000-8000-00000000ffff"), { token: owner })).status).toBe(404);
    expect((await requestJson(ctx.app, "GET", memberPath("not-a-uuid"), { token: owner })).status).toBe(404);
    const foreign = await requestJson(ctx.app, "GET", memberPath(demoIds.demoMemberMembership), { token: otherOwner });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("MEMBER_NOT_FOUND");
  });
});

describe("PATCH /v1/job-portal/user-company/{userId}", () => {
  it("replaces only the resources named, and tells the member", async () => {
    const response = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: owner,
      body: {
        accessPermissions: [
          { permission: { resource: "talentHunt", action: "manage" } },
          { permission: { resource: "jobPost", action: "manage" }, allowedCriteria: { jobIds: [JOB_A] } },
          { permission: { resource: "jobPostSalary", action: "view" }, allowedCriteria: { jobIds: [JOB_A] } },
        ],
        jobTitle: "Senior Recruiter",
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.jobTitle).toBe("Senior Recruiter");
    const ids = response.body.result.accessPermissions.map((entry: any) => entry.permissionId).sort();
    expect(ids).toEqual(["analyticsGeneral.view", "jobPost.manage", "jobPostSalary.view", "postAJob.create", "talentDb.manage", "talentHunt.manage", "userCompany.view"]);
    const permission = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member });
    expect(permission.body.result.canAccessTalentSearch).toBe(true);
    expect(permission.body.result.jobScopes.jobPost.manage).toEqual({ all: false, jobIds: [JOB_A] });
    const notes = await notificationsOf(ctx.database.db, demoIds.demoMember, "userCompanyPermissionChangedReceived");
    expect(notes.length).toBeGreaterThan(0);
  });

  it("takes access away with denied", async () => {
    const response = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMemberMembership), {
      token: owner,
      body: { accessPermissions: [{ permission: { resource: "talentDb", action: "denied" } }] },
    });
    expect(response.status).toBe(200);
    const permission = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member });
    expect(permission.body.result.canAccessTalentDB).toBe(false);
  });

  it("accepts manage or denied only for Talent Database and Talent Search (view excluded)", async () => {
    for (const resource of ["talentDb", "talentHunt"]) {
      const response = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
        token: owner,
        body: { accessPermissions: [{ permission: { resource, action: "view" } }] },
      });
      expect(response.status).toBe(422);
      expect(response.body.data.errors[0].field).toBe("accessPermissions.0.permission.action");
    }
  });

  it("refuses conflicting entries, unknown actions and empty changes", async () => {
    const conflicting = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: owner,
      body: { accessPermissions: [{ permission: { resource: "analyticsGeneral", action: "view" } }, { permission: { resource: "analyticsGeneral", action: "denied" } }] },
    });
    expect(conflicting.status).toBe(422);
    const mismatchedId = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: owner,
      body: { accessPermissions: [{ permissionId: "talentDb.manage", permission: { resource: "talentHunt", action: "manage" } }] },
    });
    expect(mismatchedId.status).toBe(422);
    const empty = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), { token: owner, body: {} });
    expect(empty.status).toBe(422);
    const badJob = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: owner,
      body: { accessPermissions: [{ permission: { resource: "jobPost", action: "view" }, allowedCriteria: { jobIds: ["x"] } }] },
    });
    expect(badJob.status).toBe(422);
  });

  it("is for the owner or a Team Editor only", async () => {
    const response = await requestJson(ctx.app, "PATCH", memberPath(editor.userId), {
      token: member,
      body: { accessPermissions: [{ permission: { resource: "analyticsGeneral", action: "denied" } }] },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PERMISSION_DENIED");
  });

  it("lets a Team Editor give only access they hold", async () => {
    const held = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: editor.token,
      body: { accessPermissions: [{ permission: { resource: "talentDb", action: "manage" } }, { permission: { resource: "analyticsGeneral", action: "denied" } }] },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const unheld = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: editor.token,
      body: { accessPermissions: [{ permission: { resource: "talentHunt", action: "manage" } }] },
    });
    expect(unheld.status).toBe(403);
    expect(unheld.body).toMatchObject({ code: "CANNOT_GRANT_UNHELD_PERMISSION", data: { errors: [{ field: "accessPermissions.0" }] } });
  });

  it("never edits the owner, and nobody edits their own access", async () => {
    const ownerTarget = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoOwner), {
      token: editor.token,
      body: { accessPermissions: [{ permission: { resource: "talentDb", action: "denied" } }] },
    });
    expect(ownerTarget.body.code).toBe("CANNOT_EDIT_OWNER");
    const self = await requestJson(ctx.app, "PATCH", memberPath(editor.memberId), {
      token: editor.token,
      body: { accessPermissions: [{ permission: { resource: "talentHunt", action: "manage" } }] },
    });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe("CANNOT_EDIT_OWN_ACCESS");
  });

  it("accepts a pending join request, once", async () => {
    const response = await requestJson(ctx.app, "PATCH", memberPath(pendingJoiner.userId), {
      token: owner,
      body: { status: "active", accessPermissions: [{ permission: { resource: "userCompany", action: "view" } }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.status).toBe("active");
    const notes = await notificationsOf(ctx.database.db, pendingJoiner.userId, "userCompanyPermissionChangedReceived");
    expect(notes.map((note) => note.title)).toContain("Your request to join was accepted");
    const again = await requestJson(ctx.app, "PATCH", memberPath(pendingJoiner.userId), { token: owner, body: { status: "active" } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("MEMBER_NOT_PENDING");
  });

  it("answers 404 for a member of another company and changes nothing", async () => {
    const response = await requestJson(ctx.app, "PATCH", memberPath(demoIds.demoMember), {
      token: otherOwner,
      body: { accessPermissions: [{ permission: { resource: "talentHunt", action: "manage" } }] },
    });
    expect(response.status).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(memberPermissions)
      .where(and(eq(memberPermissions.memberId, demoIds.demoMemberMembership), eq(memberPermissions.resource, "talentHunt")));
    expect(rows.map((row) => row.action)).toEqual(["denied"]);
  });
});

describe("DELETE /v1/job-portal/user-company/{id}", () => {
  it("refuses the owner, oneself, members without Team manage and other companies", async () => {
    expect((await requestJson(ctx.app, "DELETE", memberPath(demoIds.demoOwnerMembership), { token: editor.token })).body.code).toBe("CANNOT_REMOVE_OWNER");
    expect((await requestJson(ctx.app, "DELETE", memberPath(editor.memberId), { token: editor.token })).body.code).toBe("CANNOT_REMOVE_SELF");
    expect((await requestJson(ctx.app, "DELETE", memberPath(editor.memberId), { token: member })).status).toBe(403);
    expect((await requestJson(ctx.app, "DELETE", memberPath(demoIds.demoMemberMembership), { token: otherOwner })).status).toBe(404);
  });

  it("removes a member, whose next request no longer reaches the company", async () => {
    const removable = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "leaving@demo-company.test" });
    const token = (await signIn(ctx.app, "leaving@demo-company.test")).token;
    expect((await requestJson(ctx.app, "GET", memberPath(removable.memberId), { token })).status).toBe(200);
    const response = await requestJson(ctx.app, "DELETE", memberPath(removable.memberId), { token: owner });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ id: removable.memberId, userId: removable.userId, deleted: true });
    const rows = await ctx.database.db.select().from(companyMembers).where(eq(companyMembers.id, removable.memberId));
    expect(rows).toEqual([]);
    const after = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token });
    expect(after.status).toBe(403);
    expect((await requestJson(ctx.app, "DELETE", memberPath(removable.memberId), { token: owner })).status).toBe(404);
  });
});
