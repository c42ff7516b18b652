import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { countQueries } from "@/server/modules/pipeline/testing/pipeline-fixtures";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { announcesSynchronously } from "@/server/db/announcements";
import { JobListCache, jobListCache, jobListVersion } from "./job-list-cache";

// The job list is answered from memory per company list version (job-list-cache.ts); these tests
// hold that every kind of write the list shows moves the version, whoever makes it (the API or a
// plain SQL statement), that nothing else does, and that the caller's access is part of the question.

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
let member: string;
let otherOwner: string;
let jobId: string;

const list = async (token: string, query = "q=cached") => {
  const response = await requestJson(ctx.app, "GET", `${JOBS}?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
};
const version = () => jobListVersion(ctx.database.db, demoIds.demoCompany);
const stepOf = async (type: "notProcessed" | "accepted") => {
  const [step] = await ctx.database.db.select().from(recruitmentSteps).where(and(eq(recruitmentSteps.jobId, jobId), eq(recruitmentSteps.type, type)));
  return step!;
};

/** The embedded database announces each version before the write settles, so no version is read per request there. */
const embedded = () => announcesSynchronously((ctx.database.db as unknown as { $client: object }).$client);

beforeAll(async () => {
  await untilListening();
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role: "Cached Engineer", startRange: 9_000_000, endRange: 11_000_000 } });
  expect(response.status).toBe(201);
  jobId = response.body.result.id;
});

async function untilListening(): Promise<void> {
  if (!embedded()) return;
  const cache = jobListCache(ctx.database.db);
  for (let tries = 0; !cache.isListening && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(cache.isListening).toBe(true);
}

describe("the job list's answers per company version", () => {
  it("answers a repeated question with the session alone on the embedded database (and one version lookup on PostgreSQL), and the same body", async () => {
    const first = await list(owner);
    let again: unknown;
    const statements = await countQueries(ctx.database.db, async () => {
      again = await list(owner);
    });
    expect(again).toEqual(first);
    expect(statements).toBe(embedded() ? 1 : 2);
  });

  it("hears every company one statement bumps, and nothing of a write rolled back", async () => {
    const other = await requestJson(ctx.app, "POST", JOBS, { token: otherOwner, body: { role: "Announced Elsewhere" } });
    expect(other.status).toBe(201);
    const roles = async (token: string) => (await list(token, "q=Announced")).docs.map((doc: { role: string }) => doc.role);
    await ctx.database.db.execute(sql`update jobs set role = 'Announced Here' where id = ${jobId}`);
    expect(await roles(owner)).toEqual(["Announced Here"]);
    expect(await roles(otherOwner)).toEqual(["Announced Elsewhere"]);

    // One statement over both companies: each must hear its own bump.
    await ctx.database.db.execute(sql`update jobs set role = role || ' Again' where id in (${jobId}, ${other.body.result.id})`);
    expect(await roles(owner)).toEqual(["Announced Here Again"]);
    expect(await roles(otherOwner)).toEqual(["Announced Elsewhere Again"]);

    const before = await version();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update jobs set role = 'Rolled Back' where id = ${jobId}`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await version()).toBe(before);
    expect(await roles(owner)).toEqual(["Announced Here Again"]);
    await ctx.database.db.execute(sql`update jobs set role = 'Cached Engineer' where id = ${jobId}`);
  });

  it("shows a job written by plain SQL, a renamed step and a removed job at once", async () => {
    await list(owner);
    await ctx.database.db.execute(sql`update jobs set role = 'Cached Engineer II' where id = ${jobId}`);
    expect((await list(owner)).docs.map((doc: { role: string }) => doc.role)).toEqual(["Cached Engineer II"]);

    await ctx.database.db.update(recruitmentSteps).set({ name: "Screening by SQL" }).where(eq(recruitmentSteps.id, (await stepOf("notProcessed")).id));
    expect((await list(owner)).docs[0].steps[0].name).toBe("Screening by SQL");

    const extra = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role: "Cached Extra" } });
    expect((await list(owner)).counts.all).toBe(2);
    await ctx.database.db.delete(jobs).where(eq(jobs.id, extra.body.result.id));
    expect((await list(owner)).counts.all).toBe(1);
  });

  it("counts an applicant added, moved to another step and removed", async () => {
    const added = await addApplicant(ctx.database.db, { id: jobId, companyId: demoIds.demoCompany }, { name: "Dewi", email: "dewi.cached@example.com" }, { source: "applicant" });
    expect(added.outcome).toBe("created");
    const applicationId = (added as { applicationId: string }).applicationId;
    expect((await list(owner)).docs[0].applicantCount).toBe(1);

    await ctx.database.db.update(jobApplications).set({ recruitmentStepId: (await stepOf("accepted")).id }).where(eq(jobApplications.id, applicationId));
    const moved = (await list(owner)).docs[0];
    expect(moved.steps.map((step: { applicantCount: number }) => step.applicantCount)).toEqual([0, 1, 0]);

    await ctx.database.db.delete(jobApplications).where(eq(jobApplications.id, applicationId));
    expect((await list(owner)).docs[0].applicantCount).toBe(0);
  });

  it("keeps the version when an application changes without moving, and when another company writes", async () => {
    const added = await addApplicant(ctx.database.db, { id: jobId, companyId: demoIds.demoCompany }, { name: "Eka", email: "eka.cached@example.com" }, { source: "applicant" });
    const applicationId = (added as { applicationId: string }).applicationId;
    const before = await version();
    await ctx.database.db.update(jobApplications).set({ updatedAt: new Date() }).where(eq(jobApplications.id, applicationId));
    const other = await requestJson(ctx.app, "POST", JOBS, { token: otherOwner, body: { role: "Elsewhere" } });
    expect(other.status).toBe(201);
    expect(await version()).toBe(before);
  });

  it("never gives one caller's answer to a caller with other access, and follows a grant at once", async () => {
    const asOwner = (await list(owner)).docs[0];
    expect(asOwner).toMatchObject({ salaryHidden: false, startRange: 9_000_000, canEdit: true });

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [jobId] }]);
    const asViewer = (await list(member)).docs[0];
    expect(asViewer).toMatchObject({ id: jobId, salaryHidden: true, startRange: null, canEdit: false });

    await setMemberPermissions(ctx.database.db, []);
    expect((await list(member)).docs).toEqual([]);
    expect((await list(owner)).docs[0]).toMatchObject({ salaryHidden: false, startRange: 9_000_000 });
  });
});

describe("JobListCache", () => {
  it("computes a question once while requests wait on it, and again after the version moves", async () => {
    const cache = new JobListCache<{ n: number }>();
    let computed = 0;
    const compute = async () => ({ n: (computed += 1) });
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(ctx.database.db, demoIds.demoCompany, { q: "same" }, compute)));
    expect(computed).toBe(1);
    expect(answers.map((answer) => answer.n)).toEqual([1, 1, 1]);
    expect(Object.isFrozen(answers[0])).toBe(true);

    await ctx.database.db.execute(sql`update jobs set role = role where id = ${jobId}`);
    expect((await cache.answer(ctx.database.db, demoIds.demoCompany, { q: "same" }, compute)).n).toBe(2);
    expect((await cache.answer(ctx.database.db, demoIds.demoCompany, { q: "other" }, compute)).n).toBe(3);
  });

  it("keeps no failed computation", async () => {
    const cache = new JobListCache<number>();
    await expect(cache.answer(ctx.database.db, demoIds.demoCompany, "q", () => Promise.reject(new Error("database went away")))).rejects.toThrow("database went away");
    expect(await cache.answer(ctx.database.db, demoIds.demoCompany, "q", async () => 7)).toBe(7);
  });
});
