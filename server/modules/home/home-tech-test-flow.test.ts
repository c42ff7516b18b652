import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { insertApplicants, insertTechTestJob, mailedTechTestToken, useClock, useTempStorage } from "@/server/modules/tech-tests/testing/tech-test-fixtures";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import type { HomeAttention } from "./home-schemas";

/**
 * A tech test to review, through the real flow: the recruiter sends the case study, the candidate
 * confirms and submits it, Home lists it; the recruiter's decision takes it off. Nothing here writes
 * the application's tech-test columns by hand.
 */
const ctx = useTestApp();
// Steps a minute or so apart: the owner's access token lives 15 minutes of this clock.
const clock = useClock();
useTempStorage();
let owner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

async function attention(): Promise<HomeAttention> {
  const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/home/attention?limit=50", { token: owner });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result as HomeAttention;
}

describe("tech tests to review, end to end in the API", () => {
  it("lists a submitted case study until the recruiter decides on the applicant", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db, { role: "Home Flow Analyst" });
    const [applicant] = await insertApplicants(db, job, 1);
    const waitingBefore = (await attention()).waiting.docs.find((entry) => entry.jobId === job.id);
    expect(waitingBefore?.waitingCount).toBe(1);

    const sent = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/tech-tests`, {
      token: owner,
      body: { requestId: randomUUID(), applicationIds: [applicant!.id] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const listed = () => attention().then((answer) => answer.techTests.docs.filter((entry) => entry.applicationId === applicant!.id));
    // Sent and not yet submitted: nothing to review, and no longer waiting in CV Screening.
    expect(await listed()).toEqual([]);
    expect((await attention()).waiting.docs.find((entry) => entry.jobId === job.id)).toBeUndefined();

    const token = await mailedTechTestToken(db, applicant!.email);
    clock.set(0.02);
    expect((await requestJson(ctx.app, "POST", `/api/v1/tech-tests/${token}/confirm`)).status).toBe(200);
    clock.set(0.04);
    const form = new FormData();
    form.append("link", "https://git.example.test/home-flow/case-study");
    const submitted = await ctx.app.request(`/api/v1/tech-tests/${token}/submission`, { method: "POST", body: form });
    expect(submitted.status, await submitted.text()).toBe(200);

    clock.set(0.05);
    expect(await listed()).toEqual([
      {
        applicationId: applicant!.id,
        applicantName: applicant!.name,
        jobId: job.id,
        role: "Home Flow Analyst",
        stepId: job.techTestStepKey,
        stepName: "Case Study",
        submittedAt: clock.at(0.04).toISOString(),
        waitMs: 36_000,
      },
    ]);

    clock.set(0.06);
    const decided = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/decisions`, {
      token: owner,
      body: { requestId: randomUUID(), applicationIds: [applicant!.id], decision: "approached" },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await listed()).toEqual([]);
  });
});
