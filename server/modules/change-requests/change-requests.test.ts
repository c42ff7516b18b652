import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyChangeRequests } from "@/server/db/schema/company-change-requests";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember, latestMailTo, notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const BASE = "/api/v1/job-portal/company/change-request";
const listPath = (companyId = demoIds.demoCompany, query = "") => `/api/v1/job-portal/company/${companyId}/change-request${query}`;
const approverPath = (query: string, companyId = demoIds.demoCompany) => `/api/v1/job-portal/company/${companyId}/change-request/approver${query}`;
const JOB_A = "10b00000-0000-4000-8000-00000000000a";
const JOB_B = "10b00000-0000-4000-8000-00000000000b";
const DAY_MS = 24 * 60 * 60 * 1000;

let owner: string;
let member: string;
let otherOwner: string;
let jobAdmin: { userId: string; memberId: string; token: string };

const talentSearchRequest = {
  type: "permission",
  note: "I need to source backend engineers this week",
  data: { resource: "talentHunt", action: "manage", page: { name: "Talent Search", url: "/explore-talents" } },
};
const create = (token: string, body: unknown) => requestJson(ctx.app, "POST", BASE, { token, body });

async function ageRequest(id: string, days: number) {
  const [row] = await ctx.database.db.select().from(companyChangeRequests).where(eq(companyChangeRequests.id, id));
  await ctx.database.db
    .update(companyChangeRequests)
    .set({ createdAt: new Date(row!.createdAt.getTime() - days * DAY_MS), updatedAt: new Date(row!.updatedAt.getTime() - days * DAY_MS) })
    .where(eq(companyChangeRequests.id, id));
}

beforeAll(async () => {
  const created = await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "job.admin@demo-company.test", name: "Joni Job Admin" });
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  jobAdmin = { ...created, token: (await signIn(ctx.app, "job.admin@demo-company.test")).token };
});

beforeEach(async () => {
  await ctx.database.db.delete(companyChangeRequests);
  await setMemberPermissions(ctx.database.db, [
    { resource: "userCompany", action: "view" },
    { resource: "talentDb", action: "manage" },
    { resource: "talentHunt", action: "denied" },
    { resource: "analyticsGeneral", action: "view" },
  ]);
  await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [JOB_A] }], {
    companyId: demoIds.demoCompany,
    memberId: jobAdmin.memberId,
  });
});

describe("POST /v1/job-portal/company/change-request", () => {
  it("files the request and mails the Admin", async () => {
    const response = await create(member, talentSearchRequest);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const result = response.body.result;
    expect(result).toMatchObject({
      type: "permission",
      note: "I need to source backend engineers this week",
      status: "pending",
      data: { resource: "talentHunt", action: "manage", allowedCriteria: null, page: { name: "Talent Search", url: "/explore-talents" } },
      requester: { userCompanyId: demoIds.demoMemberMembership, email: DEMO_MEMBER_EMAIL, name: "Budi Santoso" },
      respondedBy: null,
    });
    expect(new Date(result.reRequestAt).getTime() - new Date(result.updatedAt).getTime()).toBe(3 * DAY_MS);
    const mail = await latestMailTo(ctx.database.db, DEMO_OWNER_EMAIL);
    expect(mail).toMatchObject({ category: "access-request", subject: "Budi Santoso asked for access to Talent Search" });
    expect(mail!.textBody).toContain("I need to source backend engineers this week");
  });

  it("answers COMPANY_CHANGE_REQUEST_ALREADY_CREATED within 3 days, with the date and the email to contact", async () => {
    const first = await create(member, talentSearchRequest);
    const second = await create(member, { ...talentSearchRequest, note: undefined });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: "COMPANY_CHANGE_REQUEST_ALREADY_CREATED",
      data: { reRequestAt: first.body.result.reRequestAt, email: DEMO_OWNER_EMAIL, changeRequestId: first.body.result.id, errors: [] },
    });
    // Another resource is another request.
    expect((await create(member, { data: { resource: "postAJob", action: "create" } })).status).toBe(201);
  });

  it("allows asking again once 3 days passed since the last update, also after a decline", async () => {
    const first = await create(member, talentSearchRequest);
    await ageRequest(first.body.result.id, 3.01);
    const again = await create(member, talentSearchRequest);
    expect(again.status).toBe(201);
    const declined = await requestJson(ctx.app, "POST", `${BASE}/${again.body.result.id}/decline`, { token: owner, body: { note: "Not this quarter" } });
    expect(declined.status).toBe(200);
    expect((await create(member, talentSearchRequest)).body.code).toBe("COMPANY_CHANGE_REQUEST_ALREADY_CREATED");
    await ageRequest(again.body.result.id, 3.01);
    expect((await create(member, talentSearchRequest)).status).toBe(201);
  });

  it("limits the note to 300 characters and validates the data", async () => {
    const long = await create(member, { ...talentSearchRequest, note: "a".repeat(301) });
    expect(long.status).toBe(422);
    expect(long.body.data.errors[0]).toMatchObject({ field: "note" });
    expect((await create(member, { ...talentSearchRequest, note: "a".repeat(300) })).status).toBe(201);
    const viewTalentDb = await create(member, { data: { resource: "talentDb", action: "view" } });
    expect(viewTalentDb.status).toBe(422);
    const denied = await create(member, { data: { resource: "analyticsGeneral", action: "denied" } });
    expect(denied.status).toBe(422);
    const badPage = await create(member, { data: { resource: "jobPost", action: "view", page: { name: "x", url: "https://evil.test" } } });
    expect(badPage.status).toBe(422);
  });

  it("refuses what the member already has, and the owner who has everything", async () => {
    const held = await create(member, { data: { resource: "analyticsGeneral", action: "view" } });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe("PERMISSION_ALREADY_GRANTED");
    const byOwner = await create(owner, talentSearchRequest);
    expect(byOwner.status).toBe(400);
    expect(byOwner.body.code).toBe("OWNER_HAS_FULL_ACCESS");
  });
});

describe("answering requests", () => {
  it("lets the Admin see pending requests and grant one; the member is told and now enters", async () => {
    const created = await create(member, talentSearchRequest);
    const listed = await requestJson(ctx.app, "GET", listPath(undefined, "?status=pending"), { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.result.docs.map((doc: any) => doc.id)).toEqual([created.body.result.id]);
    expect((await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member })).body.result.canAccessTalentSearch).toBe(false);

    const granted = await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: owner });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.result).toMatchObject({ status: "granted", respondedBy: { email: DEMO_OWNER_EMAIL } });
    expect((await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member })).body.result.canAccessTalentSearch).toBe(true);
    const notes = await notificationsOf(ctx.database.db, demoIds.demoMember, "userCompanyPermissionChangedReceived");
    expect(notes.at(-1)).toMatchObject({ title: "You now have access to Talent Search", data: { pageUrl: "/explore-talents", pageName: "Talent Search" } });
    // Answered requests stay answered.
    expect((await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/decline`, { token: owner })).body.code).toBe("COMPANY_CHANGE_REQUEST_NOT_PENDING");
    expect((await requestJson(ctx.app, "GET", listPath(undefined, "?status=pending"), { token: owner })).body.result.docs).toEqual([]);
  });

  it("lets the Admin grant something else than asked, within the rules", async () => {
    const created = await create(member, { data: { resource: "userCompany", action: "manage" } });
    const wrong = await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: owner, body: { action: "create" } });
    expect(wrong.status).toBe(422);
    const granted = await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: owner, body: { action: "view" } });
    expect(granted.status).toBe(200);
  });

  it("routes job-post requests to the Job Admin, who may grant access to their job", async () => {
    const approver = await requestJson(ctx.app, "GET", approverPath(`?resource=jobPost&jobId=${JOB_A}`), { token: member });
    expect(approver.body.result).toEqual({ role: "jobAdmin", name: "Joni Job Admin", email: "job.admin@demo-company.test" });
    const created = await create(member, { data: { resource: "jobPost", action: "view", allowedCriteria: { jobIds: [JOB_A] } } });
    expect(created.status).toBe(201);
    expect(await latestMailTo(ctx.database.db, "job.admin@demo-company.test")).toBeTruthy();
    const seen = await requestJson(ctx.app, "GET", listPath(), { token: jobAdmin.token });
    expect(seen.body.result.docs.map((doc: any) => doc.id)).toEqual([created.body.result.id]);
    const granted = await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: jobAdmin.token });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const permission = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member });
    expect(permission.body.result.jobScopes.jobPost.view).toEqual({ all: false, jobIds: [JOB_A] });

    // Not for a job they do not manage.
    const other = await create(member, { data: { resource: "jobPost", action: "view", allowedCriteria: { jobIds: [JOB_B] } } });
    expect((await requestJson(ctx.app, "POST", `${BASE}/${other.body.result.id}/grant`, { token: jobAdmin.token })).status).toBe(403);
    expect((await requestJson(ctx.app, "GET", approverPath(`?resource=jobPost&jobId=${JOB_B}`), { token: member })).body.result.role).toBe("owner");
  });

  it("adds granted jobs to the member's existing per-job access", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [JOB_B] }]);
    const created = await create(member, { data: { resource: "jobPost", action: "view", allowedCriteria: { jobIds: [JOB_A] } } });
    await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: owner });
    const permission = await requestJson(ctx.app, "GET", "/api/v1/job-portal/permission", { token: member });
    expect([...permission.body.result.jobScopes.jobPost.view.jobIds].sort()).toEqual([JOB_A, JOB_B]);
  });

  it("declines with a note; the member is told", async () => {
    const created = await create(member, talentSearchRequest);
    const response = await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/decline`, { token: owner, body: { note: "Use the talent database first" } });
    expect(response.status).toBe(200);
    expect(response.body.result.status).toBe("declined");
    const notes = await notificationsOf(ctx.database.db, demoIds.demoMember, "userCompanyPermissionChangedReceived");
    expect(notes.at(-1)!.body).toContain("Use the talent database first");
  });

  it("keeps members from answering, including their own requests", async () => {
    const created = await create(member, talentSearchRequest);
    await setMemberPermissions(ctx.database.db, [{ resource: "userCompany", action: "manage" }, { resource: "talentHunt", action: "denied" }]);
    expect((await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: member })).status).toBe(403);
    expect((await requestJson(ctx.app, "POST", `${BASE}/${created.body.result.id}/grant`, { token: jobAdmin.token })).status).toBe(403);
  });

  it("shows a member only their own requests", async () => {
    const created = await create(member, talentSearchRequest);
    const own = await requestJson(ctx.app, "GET", listPath(), { token: member });
    expect(own.body.result.docs.map((doc: any) => doc.id)).toEqual([created.body.result.id]);
    const others = await requestJson(ctx.app, "GET", listPath(), { token: jobAdmin.token });
    expect(others.body.result.docs).toEqual([]);
  });
});

describe("DELETE /v1/job-portal/company/change-request/{id}", () => {
  it("withdraws one's own pending request, which frees the 3-day wait", async () => {
    const created = await create(member, talentSearchRequest);
    expect((await requestJson(ctx.app, "DELETE", `${BASE}/${created.body.result.id}`, { token: owner })).status).toBe(404);
    const response = await requestJson(ctx.app, "DELETE", `${BASE}/${created.body.result.id}`, { token: member });
    expect(response.status).toBe(200);
    expect(response.body.result.id).toBe(created.body.result.id);
    expect((await create(member, talentSearchRequest)).status).toBe(201);
  });
});

describe("approver", () => {
  it("names the Admin for pages other than job posts", async () => {
    const response = await requestJson(ctx.app, "GET", approverPath("?resource=talentHunt"), { token: member });
    expect(response.body.result).toEqual({ role: "owner", name: "Dewi Lestari Anggraini", email: DEMO_OWNER_EMAIL });
    expect((await requestJson(ctx.app, "GET", approverPath("?resource=nothing"), { token: member })).status).toBe(422);
  });
});

describe("other companies", () => {
  it("cannot see, answer or withdraw Demo Company's requests", async () => {
    const created = await create(member, talentSearchRequest);
    const id = created.body.result.id;
    expect((await requestJson(ctx.app, "GET", listPath(), { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "GET", approverPath("?resource=talentHunt"), { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "POST", `${BASE}/${id}/grant`, { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "POST", `${BASE}/${id}/decline`, { token: otherOwner })).status).toBe(404);
    expect((await requestJson(ctx.app, "DELETE", `${BASE}/${id}`, { token: otherOwner })).status).toBe(404);
    const [row] = await ctx.database.db.select().from(companyChangeRequests).where(eq(companyChangeRequests.id, id));
    expect(row!.status).toBe("pending");
  });
});
