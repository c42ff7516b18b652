import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

const FOUR = [
  { type: "notProcessed", name: "CV Screening" },
  { type: "custom", name: "HR Interview" },
  { type: "accepted", name: "CV Shortlisted" },
  { type: "rejected", name: "Rejected" },
];

async function createJob() {
  const response = await requestJson(ctx.app, "POST", JOBS, { token: owner, body: { role: "Steps", recruitmentSteps: FOUR } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.result;
}
const save = (id: string, recruitmentSteps: unknown) => requestJson(ctx.app, "PATCH", `${JOBS}/${id}`, { token: owner, body: { recruitmentSteps } });

describe("recruitment steps on autosave", () => {
  it("keeps an existing step's id when it is renamed and moved; positions follow the list", async () => {
    const job = await createJob();
    const [screening, interview, shortlisted, rejected] = job.recruitmentSteps;
    const [before] = await ctx.database.db.select().from(recruitmentSteps).where(eq(recruitmentSteps.stepKey, interview.id));
    const response = await save(job.id, [
      { id: screening.id, type: "notProcessed", name: "Screening" },
      { id: shortlisted.id, type: "accepted", name: "Shortlist" },
      { id: interview.id, type: "custom", name: "User Interview", action: "send-email", emailSubject: "Interview", emailMessage: "See you" },
      { id: rejected.id, type: "rejected", name: "Rejected" },
    ]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.recruitmentSteps.map((step: any) => [step.id, step.name, step.position])).toEqual([
      ["notProcessed", "Screening", 0],
      ["accepted", "Shortlist", 1],
      [interview.id, "User Interview", 2],
      ["rejected", "Rejected", 3],
    ]);
    expect(response.body.result.recruitmentSteps[2]).toMatchObject({ action: "send-email", emailSubject: "Interview", emailMessage: "See you" });
    const [after] = await ctx.database.db.select().from(recruitmentSteps).where(eq(recruitmentSteps.stepKey, interview.id));
    // The same row: applications pointing at it keep their step.
    expect(after!.id).toBe(before!.id);
  });

  it("gives a new step a fresh id, even when the client made one up", async () => {
    const job = await createJob();
    const response = await save(job.id, [...job.recruitmentSteps.slice(0, 2).map((step: any) => ({ id: step.id, type: step.type, name: step.name })), { id: "techTest-client", type: "techTest", name: "Case", techTest: {} }, ...job.recruitmentSteps.slice(2).map((step: any) => ({ id: step.id, type: step.type, name: step.name }))]);
    expect(response.status).toBe(200);
    const added = response.body.result.recruitmentSteps[2];
    expect(added.id).toMatch(/^techTest-[0-9a-f]{12}$/);
    expect(added.techTest).toMatchObject({ durationHours: 48, startLimitHours: 72 });
  });

  it("removes a step left out when it holds no applications", async () => {
    const job = await createJob();
    const response = await save(job.id, job.recruitmentSteps.filter((step: any) => step.type !== "custom").map((step: any) => ({ id: step.id, type: step.type, name: step.name })));
    expect(response.status).toBe(200);
    expect(response.body.result.recruitmentSteps.map((step: any) => step.id)).toEqual(["notProcessed", "accepted", "rejected"]);
  });

  it("refuses to remove a step that still holds applications with 409 RECRUITMENT_STEP_IN_USE naming it", async () => {
    const job = await createJob();
    const interview = job.recruitmentSteps[1];
    const added = await addApplicant(ctx.database.db, { id: job.id, companyId: demoIds.demoCompany }, { name: "Dewi", email: "dewi@example.com" }, { source: "applicant" });
    expect(added.outcome).toBe("created");
    const [step] = await ctx.database.db.select().from(recruitmentSteps).where(eq(recruitmentSteps.stepKey, interview.id));
    await ctx.database.db.update(jobApplications).set({ recruitmentStepId: step!.id }).where(eq(jobApplications.jobId, job.id));

    const response = await save(job.id, job.recruitmentSteps.filter((entry: any) => entry.type !== "custom").map((entry: any) => ({ id: entry.id, type: entry.type, name: `${entry.name} renamed` })));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("RECRUITMENT_STEP_IN_USE");
    expect(response.body.message).toContain('"HR Interview"');
    expect(response.body.data).toMatchObject({ stepId: interview.id, name: "HR Interview", applicantCount: 1, errors: [{ field: "recruitmentSteps" }] });
    const after = await requestJson(ctx.app, "GET", `${JOBS}/${job.id}`, { token: owner });
    expect(after.body.result.recruitmentSteps.map((entry: any) => entry.name)).toEqual(["CV Screening", "HR Interview", "CV Shortlisted", "Rejected"]);
    expect(after.body.result.recruitmentSteps[1].applicantCount).toBe(1);
    expect(after.body.result.applicantCount).toBe(1);
  });

  it("refuses a list without the fixed steps, naming the field", async () => {
    const job = await createJob();
    const response = await save(job.id, [{ type: "notProcessed", name: "CV Screening" }, { type: "rejected", name: "Rejected" }]);
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0]).toMatchObject({ field: "recruitmentSteps", message: "The hiring steps must include CV Shortlisted exactly once" });
  });
});
