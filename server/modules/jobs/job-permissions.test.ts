import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
let member: string;
let otherOwner: string;
const ids = { viewed: "", edited: "", hidden: "" };

async function create(role: string) {
  const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role, startRange: 8_000_000, endRange: 12_000_000 } });
  expect(response.status).toBe(201);
  return response.body.result.id as string;
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  ids.viewed = await create("Viewed Job");
  ids.edited = await create("Edited Job");
  ids.hidden = await create("Hidden Job");
});

async function grantPerJob() {
  await setMemberPermissions(ctx.database.db, [
    { resource: "jobPost", action: "view", jobIds: [ids.viewed] },
    { resource: "jobPost", action: "manage", jobIds: [ids.edited] },
    { resource: "jobPostSalary", action: "view", jobIds: [ids.edited] },
  ]);
}

describe("job access for a member (spec 6)", () => {
  it("lists only the jobs the member may view, with counts within them", async () => {
    await grantPerJob();
    const response = await requestJson(ctx.app, "GET", JOBS, { token: member });
    expect(response.status).toBe(200);
    const docs = response.body.result.docs;
    expect(docs.map((doc: any) => doc.role).sort()).toEqual(["Edited Job", "Viewed Job"]);
    expect(response.body.result.counts).toEqual({ all: 2, draft: 2, published: 0, closed: 0 });
    const viewed = docs.find((doc: any) => doc.id === ids.viewed);
    const edited = docs.find((doc: any) => doc.id === ids.edited);
    expect(viewed).toMatchObject({ canEdit: false, salaryHidden: true, startRange: null, endRange: null });
    expect(edited).toMatchObject({ canEdit: true, salaryHidden: false, startRange: 8_000_000, endRange: 12_000_000 });
  });

  it("hides the salary of a job viewed without jobPostSalary, and refuses a job outside the member's access", async () => {
    await grantPerJob();
    const viewed = await requestJson(ctx.app, "GET", `${JOBS}/${ids.viewed}`, { token: member });
    expect(viewed.status).toBe(200);
    expect(viewed.body.result).toMatchObject({ salaryHidden: true, startRange: null, endRange: null, canEdit: false });
    const hidden = await requestJson(ctx.app, "GET", `${JOBS}/${ids.hidden}`, { token: member });
    expect(hidden.status).toBe(403);
    expect(hidden.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource: "jobPost", action: "view" } });
  });

  it("lets a viewer change nothing", async () => {
    await grantPerJob();
    for (const [method, path, body] of [
      ["PATCH", "", { role: "Hijacked" }],
      ["DELETE", "", undefined],
      ["POST", "/publish", undefined],
      ["POST", "/unpublish", undefined],
      ["POST", "/close", undefined],
    ] as const) {
      const response = await requestJson(ctx.app, method, `${JOBS}/${ids.viewed}${path}`, { token: member, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.data).toMatchObject({ resource: "jobPost", action: "manage" });
    }
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${ids.viewed}`, { token: owner })).body.result.role).toBe("Viewed Job");
  });

  it("lets an editor save, and duplicate only with Create Job", async () => {
    await grantPerJob();
    const saved = await requestJson(ctx.app, "PATCH", `${JOBS}/${ids.edited}`, { token: member, body: { skills: ["Excel"] } });
    expect(saved.status).toBe(200);
    expect(saved.body.result.skills).toEqual(["Excel"]);
    const copy = await requestJson(ctx.app, "POST", `${JOBS}/${ids.edited}/duplicate`, { token: member });
    expect(copy.status).toBe(403);
    expect(copy.body.data).toMatchObject({ resource: "postAJob", action: "create" });
  });

  it("copies the salary only for a member who may see it", async () => {
    const copyAs = async (grants: Parameters<typeof setMemberPermissions>[1]) => {
      await setMemberPermissions(ctx.database.db, [...grants, { resource: "postAJob", action: "create" }]);
      const copy = await requestJson(ctx.app, "POST", `${JOBS}/${ids.viewed}/duplicate`, { token: member });
      expect(copy.status, JSON.stringify(copy.body)).toBe(201);
      return (await requestJson(ctx.app, "GET", `${JOBS}/${copy.body.result.id}`, { token: owner })).body.result;
    };
    expect(await copyAs([{ resource: "jobPost", action: "view", jobIds: [ids.viewed] }])).toMatchObject({ startRange: null, endRange: null, salaryHidden: false });
    const seen = await copyAs([
      { resource: "jobPost", action: "view", jobIds: [ids.viewed] },
      { resource: "jobPostSalary", action: "view", jobIds: [ids.viewed] },
    ]);
    expect(seen).toMatchObject({ startRange: 8_000_000, endRange: 12_000_000 });
  });

  it("leaves the salary alone when an editor who cannot see it saves the form", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [ids.viewed] }]);
    const saved = await requestJson(ctx.app, "PATCH", `${JOBS}/${ids.viewed}`, { token: member, body: { startRange: null, endRange: null, customBenefits: ["Laptop"] } });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ salaryHidden: true, customBenefits: ["Laptop"] });
    const asOwner = await requestJson(ctx.app, "GET", `${JOBS}/${ids.viewed}`, { token: owner });
    expect(asOwner.body.result).toMatchObject({ startRange: 8_000_000, endRange: 12_000_000, salaryHidden: false });
  });

  it("shows a member without job access an empty list, and unlimited access every job", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "denied" }]);
    const none = await requestJson(ctx.app, "GET", JOBS, { token: member });
    expect(none.body.result).toEqual({ docs: [], nextCursor: null, counts: { all: 0, draft: 0, published: 0, closed: 0 } });
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view" }]);
    const all = await requestJson(ctx.app, "GET", `${JOBS}?limit=100`, { token: member });
    const asOwner = await requestJson(ctx.app, "GET", `${JOBS}?limit=100`, { token: owner });
    expect(all.body.result.counts).toEqual(asOwner.body.result.counts);
    expect(all.body.result.docs.every((doc: any) => doc.salaryHidden && !doc.canEdit)).toBe(true);
  });
});

describe("tenant isolation", () => {
  it("answers 404 to another company's owner for every job endpoint, and lists none of the jobs", async () => {
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["PATCH", "", { role: "Taken" }],
      ["DELETE", "", undefined],
      ["POST", "/publish", undefined],
      ["POST", "/unpublish", undefined],
      ["POST", "/close", undefined],
      ["POST", "/duplicate", undefined],
    ] as const) {
      const response = await requestJson(ctx.app, method, `${JOBS}/${ids.edited}${path}`, { token: otherOwner, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe("JOB_NOT_FOUND");
    }
    const list = await requestJson(ctx.app, "GET", `${JOBS}?limit=100`, { token: otherOwner });
    const seen = list.body.result.docs.map((doc: any) => doc.id);
    for (const id of Object.values(ids)) expect(seen).not.toContain(id);
  });

  it("keeps another company's job ids out of a member's criteria", async () => {
    const foreign = await requestJson(ctx.app, "POST", JOBS, { token: otherOwner, body: { role: "Foreign" } });
    const response = await requestJson(ctx.app, "PATCH", "/api/v1/job-portal/user-company/0d3e0000-0000-4000-8000-000000000102", {
      token: owner,
      body: { accessPermissions: [{ permission: { resource: "jobPost", action: "view" }, allowedCriteria: { jobIds: [ids.viewed, foreign.body.result.id] } }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const jobPost = response.body.result.accessPermissions.find((entry: any) => entry.permissionId === "jobPost.view");
    expect(jobPost.allowedCriteria).toEqual({ jobIds: [ids.viewed], jobs: [{ id: ids.viewed, title: "Viewed Job" }] });
  });
});
