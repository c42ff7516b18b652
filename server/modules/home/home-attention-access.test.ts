import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import type { HomeAttention } from "./home-schemas";
import { seedHomeCompany, type HomeCompany } from "./testing/home-fixtures";

/** GET /v1/job-portal/home/attention over HTTP: sessions, bad input, per-job access and tenants. */
const ctx = useTestApp();
const ATTENTION = "/api/v1/job-portal/home/attention";
let home: HomeCompany;

const get = (token: string | undefined, query = "") => requestJson(ctx.app, "GET", `${ATTENTION}${query}`, token ? { token } : {});
async function attentionOf(token: string): Promise<HomeAttention> {
  const response = await get(token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result as HomeAttention;
}
const jobIdsOf = (answer: HomeAttention) => [
  ...new Set([...answer.waiting.docs.map((job) => job.jobId), ...answer.techTests.docs.map((test) => test.jobId), ...answer.pipelines.docs.map((job) => job.jobId)]),
];

beforeAll(async () => {
  home = await seedHomeCompany(ctx.database.db, new Date());
});

describe("GET /v1/job-portal/home/attention access", () => {
  it("needs a session (401) and a company (403 for an account still onboarding)", async () => {
    expect((await get(undefined)).status).toBe(401);
    const newcomer = await signUpAndVerify(ctx.app, ctx.database.db, "newcomer@home-attention.test");
    const refused = await get(newcomer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_COMPANY");
  });

  it("refuses a limit that is not a whole number from 1 to 50 with 422 naming the field", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    for (const limit of ["0", "51", "abc", "2.5", "-1"]) {
      const response = await get(token, `?limit=${limit}`);
      expect(response.status, limit).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field), limit).toEqual(["limit"]);
    }
    expect((await get(token, "?limit=50")).status).toBe(200);
  });

  it("gives the demo owner the seed's waiting applicants, matching what the candidates page lists as Pending in CV Screening", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const answer = await attentionOf(token);
    const backend = answer.waiting.docs.find((job) => job.jobId === demoJobIds.backendEngineer);
    expect(backend, "the backend job has applicants waiting").toBeTruthy();
    const listed = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates?recruitmentStepId=notProcessed&status=notProcessed&status=curatedInProgress&limit=100`, { token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.result.total).toBe(backend!.waitingCount);
    expect(jobIdsOf(answer)).not.toContain(home.jobs.alpha.id);
  });

  it("shows a member only the jobs their access reaches, never another company's job named in their criteria", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner, home.jobs.beta.id, "not-a-uuid"] }]);
    const { token } = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const answer = await attentionOf(token);
    expect(answer.pipelines.docs.map((job) => job.jobId)).toEqual([demoJobIds.productDesigner]);
    expect(jobIdsOf(answer).every((id) => id === demoJobIds.productDesigner)).toBe(true);

    await setMemberPermissions(ctx.database.db, []);
    const none = await attentionOf(token);
    expect([none.waiting.total, none.techTests.total, none.pipelines.total]).toEqual([0, 0, 0]);
  });

  it("answers another company's owner with their own jobs only", async () => {
    const { token } = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(jobIdsOf(response.body.result as HomeAttention)).toEqual([demoJobIds.otherCompanyOperations]);
    const text = JSON.stringify(response.body);
    const foreign = Object.values(demoJobIds).filter((id) => id !== demoJobIds.otherCompanyOperations);
    for (const id of [...foreign, home.jobs.alpha.id, home.jobs.beta.id, demoIds.demoCompany]) expect(text).not.toContain(id);
  });
});
