import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { notificationsOf, putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;

const COMPLETE = { role: "Data Engineer", description: "<p>Pipelines all day.</p>", workplaceType: "remote", startRange: 10_000_000, endRange: 20_000_000 };

const create = async (body: unknown = COMPLETE) => {
  const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result;
};
const act = (id: string, action: string) => requestJson(ctx.app, "POST", `${JOBS}/${id}/${action}`, { token: owner });

/** Leaves the company with no published job, so quota tests start from zero whatever the seed holds. */
async function unpublishAll() {
  await ctx.database.db.update(jobs).set({ status: "draft" }).where(and(eq(jobs.companyId, demoIds.demoCompany), eq(jobs.status, "published")));
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "growth", "paid");
});

describe("publish", () => {
  it("refuses an incomplete job with one field error per missing field", async () => {
    const job = await create({ workplaceType: "onSite", applicationPlatform: "external", startRange: 5_000_000, jobActivationType: "scheduled" });
    const response = await act(job.id, "publish");
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("JOB_NOT_PUBLISHABLE");
    expect(response.body.data.errors.map((error: any) => error.field).sort()).toEqual(["activationDate", "description", "endRange", "externalPlatformUrl", "location", "role"]);
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${job.id}`, { token: owner })).body.result.status).toBe("draft");
  });

  it("publishes a complete job, sets publishedAt, and keeps the address fixed after", async () => {
    const job = await create();
    const published = await act(job.id, "publish");
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.result).toMatchObject({ status: "published", published: true, closedAt: null });
    expect(published.body.result.publishedAt).toEqual(expect.any(String));
    const renamed = await requestJson(ctx.app, "PATCH", `${JOBS}/${job.id}`, { token: owner, body: { role: "Staff Data Engineer" } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.result.role).toBe("Staff Data Engineer");
    expect(renamed.body.result.slug).toBe(job.slug);
  });

  it("lets the address follow the title while the job was never published", async () => {
    const job = await create({ role: "First title" });
    const renamed = await requestJson(ctx.app, "PATCH", `${JOBS}/${job.id}`, { token: owner, body: { role: "Second title" } });
    expect(renamed.body.result.slug).toBe(`second-title-${job.id.slice(0, 8)}`);
  });

  it("keeps a published job complete when it is edited", async () => {
    const job = await create();
    await act(job.id, "publish");
    const blanked = await requestJson(ctx.app, "PATCH", `${JOBS}/${job.id}`, { token: owner, body: { role: "", description: "<p></p>" } });
    expect(blanked.status).toBe(422);
    expect(blanked.body.code).toBe("JOB_NOT_PUBLISHABLE");
    expect(blanked.body.data.errors.map((error: any) => error.field).sort()).toEqual(["description", "role"]);
  });

  it("publishes at once when created with published: true", async () => {
    const job = await create({ ...COMPLETE, published: true });
    expect(job.status).toBe("published");
    const incomplete = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { published: true } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.code).toBe("JOB_NOT_PUBLISHABLE");
  });

  it("needs an active subscription", async () => {
    const job = await create();
    await ctx.database.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, job.id));
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "growth", "paid");
    const { companySubscriptions } = await import("@/server/db/schema/subscriptions");
    await ctx.database.db.update(companySubscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    const response = await act(job.id, "publish");
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("SUBSCRIPTION_REQUIRED");
  });
});

describe("job post quota", () => {
  it("answers used, quota, plan and trial", async () => {
    await unpublishAll();
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "trial", "trial");
    const response = await requestJson(ctx.app, "GET", `${JOBS}/quota`, { token: owner });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ used: 0, quota: 2, planName: "Free Trial", onTrial: true });
  });

  it("refuses the publish beyond the trial's 2 with JOB_QUOTA_REACHED, and tells the owners once a day", async () => {
    await unpublishAll();
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "trial", "trial");
    await ctx.database.db.delete(notifications).where(eq(notifications.type, "jobPostTrialLimitReached"));
    const first = await create();
    const second = await create();
    const third = await create();
    expect((await act(first.id, "publish")).status).toBe(200);
    expect((await act(second.id, "publish")).status).toBe(200);
    const refused = await act(third.id, "publish");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("JOB_QUOTA_REACHED");
    expect(refused.body.message).toMatch(/Upgrade your plan/);
    expect(refused.body.data).toMatchObject({ quota: 2, used: 2, planName: "Free Trial", onTrial: true, upgradeUrl: "/subscription" });
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${third.id}`, { token: owner })).body.result.status).toBe("draft");
    const notes = await notificationsOf(ctx.database.db, demoIds.demoOwner, "jobPostTrialLimitReached");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toMatchObject({ pageUrl: "/subscription" });
    await act(third.id, "publish");
    expect(await notificationsOf(ctx.database.db, demoIds.demoOwner, "jobPostTrialLimitReached")).toHaveLength(1);
    // Closing one frees a slot; reopening the closed one goes through the quota again.
    expect((await act(first.id, "close")).body.result.status).toBe("closed");
    expect((await act(third.id, "publish")).status).toBe(200);
    expect((await act(first.id, "publish")).body.code).toBe("JOB_QUOTA_REACHED");
    expect((await requestJson(ctx.app, "GET", `${JOBS}/quota`, { token: owner })).body.result).toMatchObject({ used: 2, quota: 2 });
  });

  it("does not notify on a paid plan", async () => {
    await unpublishAll();
    await putCompanyOnPlan(ctx.database.db, demoIds.demoCompany, "starter", "paid");
    await ctx.database.db.delete(notifications).where(eq(notifications.type, "jobPostTrialLimitReached"));
    for (let index = 0; index < 3; index += 1) expect((await act((await create()).id, "publish")).status).toBe(200);
    const refused = await act((await create()).id, "publish");
    expect(refused.body).toMatchObject({ code: "JOB_QUOTA_REACHED", data: { quota: 3, used: 3, planName: "Starter", onTrial: false } });
    expect(await notificationsOf(ctx.database.db, demoIds.demoOwner, "jobPostTrialLimitReached")).toHaveLength(0);
  });
});

describe("unpublish and close", () => {
  it("unpublishes back to draft keeping applications; only a published job", async () => {
    await unpublishAll();
    const job = await create();
    await act(job.id, "publish");
    await addApplicant(ctx.database.db, { id: job.id, companyId: demoIds.demoCompany }, { name: "Ani", email: "ani@example.com" }, { source: "applicant" });
    const draft = await act(job.id, "unpublish");
    expect(draft.body.result).toMatchObject({ status: "draft", applicantCount: 1 });
    expect(draft.body.result.publishedAt).toEqual(expect.any(String));
    const again = await act(job.id, "unpublish");
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("JOB_STATUS_CONFLICT");
  });

  it("closes with closedAt set; reopening clears it", async () => {
    await unpublishAll();
    const job = await create();
    await act(job.id, "publish");
    const closed = await act(job.id, "close");
    expect(closed.body.result.status).toBe("closed");
    expect(closed.body.result.closedAt).toEqual(expect.any(String));
    const reopened = await act(job.id, "publish");
    expect(reopened.body.result).toMatchObject({ status: "published", closedAt: null, publishedAt: closed.body.result.publishedAt });
  });
});

describe("duplicate and delete", () => {
  it("duplicates every draft field into a new draft with fresh step ids and no applications", async () => {
    const source = await create({
      ...COMPLETE,
      skills: ["SQL"],
      hiringTeam: [{ email: "someone@demo-company.test", access: "viewer" }],
      recruitmentSteps: [
        { type: "notProcessed", name: "CV Screening" },
        { type: "custom", name: "HR Interview" },
        { type: "accepted", name: "CV Shortlisted" },
        { type: "rejected", name: "Rejected" },
      ],
    });
    await act(source.id, "publish");
    await addApplicant(ctx.database.db, { id: source.id, companyId: demoIds.demoCompany }, { name: "Budi", email: "budi@example.com" }, { source: "applicant" });
    const copy = await act(source.id, "duplicate");
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const job = copy.body.result;
    expect(job.id).not.toBe(source.id);
    expect(job).toMatchObject({ role: "Data Engineer (Copy)", status: "draft", publishedAt: null, applicantCount: 0, skills: ["SQL"], startRange: 10_000_000, description: COMPLETE.description, hiringTeam: source.hiringTeam });
    expect(job.recruitmentSteps.map((step: any) => step.name)).toEqual(["CV Screening", "HR Interview", "CV Shortlisted", "Rejected"]);
    expect(job.recruitmentSteps[1].id).toMatch(/^custom-/);
    expect(job.recruitmentSteps[1].id).not.toBe(source.recruitmentSteps[1].id);
    expect(job.slug).toBe(`data-engineer-copy-${job.id.slice(0, 8)}`);
  });

  it("deletes a draft that was never published", async () => {
    const job = await create();
    const deleted = await requestJson(ctx.app, "DELETE", `${JOBS}/${job.id}`, { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ id: job.id, deleted: true });
    expect(await ctx.database.db.select().from(recruitmentSteps).where(eq(recruitmentSteps.jobId, job.id))).toEqual([]);
    expect((await requestJson(ctx.app, "GET", `${JOBS}/${job.id}`, { token: owner })).status).toBe(404);
  });

  it("refuses to delete a job once published, or a draft holding applications", async () => {
    await unpublishAll();
    const published = await create();
    await act(published.id, "publish");
    await act(published.id, "unpublish");
    const refused = await requestJson(ctx.app, "DELETE", `${JOBS}/${published.id}`, { token: owner });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "JOB_NOT_DELETABLE", message: expect.stringMatching(/never published/) });
    const draft = await create();
    await addApplicant(ctx.database.db, { id: draft.id, companyId: demoIds.demoCompany }, { name: "Cici", email: "cici@example.com" }, { source: "import" });
    const holding = await requestJson(ctx.app, "DELETE", `${JOBS}/${draft.id}`, { token: owner });
    expect(holding.status).toBe(409);
    expect(holding.body.message).toMatch(/1 application/);
  });

  it("answers 422 for a malformed id and 404 for an unknown one", async () => {
    expect((await requestJson(ctx.app, "GET", `${JOBS}/not-a-uuid`, { token: owner })).status).toBe(422);
    const unknown = crypto.randomUUID();
    for (const [method, path] of [["GET", ""], ["PATCH", ""], ["DELETE", ""], ["POST", "/publish"], ["POST", "/close"], ["POST", "/duplicate"]] as const) {
      const response = await requestJson(ctx.app, method, `${JOBS}/${unknown}${path}`, { token: owner, body: method === "PATCH" ? { role: "x" } : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe("JOB_NOT_FOUND");
    }
  });
});
