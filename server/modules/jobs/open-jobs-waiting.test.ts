import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import type { JobList, JobListItem } from "./jobs-schemas";

/**
 * Home's open jobs read GET /v1/job-portal/job?status=published: each job's applicants waiting for
 * review are those in its first step, CV Screening. These pin what Home relies on: the count is the
 * stored one, it is what the candidates page shows for that step, and only callers who may see a
 * job's applicants see its count.
 */
const ctx = useTestApp();
const OPEN_JOBS = "/api/v1/job-portal/job?status=published&limit=20";
let owner: string;
let member: string;
let otherOwner: string;

const openJobs = async (token: string): Promise<JobList> => {
  const response = await requestJson(ctx.app, "GET", OPEN_JOBS, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result as JobList;
};
const waitingOf = (job: JobListItem | undefined) => job?.steps.find((step) => step.type === "notProcessed")?.applicantCount;

/** Applications stored in the job's CV Screening step, counted straight from the table. */
async function storedWaiting(jobId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ value: sql<number>`count(*)::int` })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(eq(jobApplications.jobId, jobId), eq(recruitmentSteps.type, "notProcessed")));
  return Number(row?.value ?? 0);
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

describe("Home's open jobs and their waiting applicants", () => {
  it("gives the owner every published job with the applicants stored in its first step", async () => {
    const result = await openJobs(owner);
    expect(result.docs.length).toBeGreaterThan(0);
    expect(result.docs.every((job) => job.status === "published")).toBe(true);
    expect(result.docs.map((job) => job.id)).not.toContain(demoJobIds.dataAnalystDraft);
    expect(result.docs.map((job) => job.id)).not.toContain(demoJobIds.customerSuccessClosed);
    for (const job of result.docs) expect(waitingOf(job), job.role).toBe(await storedWaiting(job.id));
    expect(waitingOf(result.docs.find((job) => job.id === demoJobIds.backendEngineer))).toBeGreaterThan(0);
  });

  it("counts a new applicant as waiting, and matches what the candidates page lists for the step", async () => {
    const before = waitingOf((await openJobs(owner)).docs.find((job) => job.id === demoJobIds.backendEngineer))!;
    await addApplicant(ctx.database.db, { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany }, { name: "Dewi Lestari", email: "dewi.waiting@example.com" }, { source: "applicant" });
    const after = waitingOf((await openJobs(owner)).docs.find((job) => job.id === demoJobIds.backendEngineer));
    expect(after).toBe(before + 1);

    const candidates = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates?recruitmentStepId=notProcessed&limit=100`, { token: owner });
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    expect(candidates.body.result.total).toBe(after);
  });

  it("shows a member only the jobs whose applicants they may see", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] }]);
    const limited = await openJobs(member);
    expect(limited.docs.map((job) => job.id)).toEqual([demoJobIds.productDesigner]);
    expect(waitingOf(limited.docs[0])).toBe(await storedWaiting(demoJobIds.productDesigner));
    // The same rule guards the applicants themselves: a job without a count is a job without access.
    const refused = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates`, { token: member });
    expect(refused.status).toBe(403);

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "denied" }]);
    const none = await openJobs(member);
    expect(none.docs).toEqual([]);
    expect(none.counts.published).toBe(0);
  });

  it("shows another company none of these jobs", async () => {
    const other = await openJobs(otherOwner);
    const ids = other.docs.map((job) => job.id);
    for (const id of Object.values(demoJobIds).filter((id) => id !== demoJobIds.otherCompanyOperations)) expect(ids).not.toContain(id);
    expect(ids).toContain(demoJobIds.otherCompanyOperations);
  });
});
