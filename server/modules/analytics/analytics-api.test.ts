import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { countQueries } from "@/server/modules/pipeline/testing/pipeline-fixtures";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { buildAnalyticsFixture, type AnalyticsFixture } from "./testing/analytics-fixture";

const ctx = useTestApp();
let data: AnalyticsFixture;
let owner: string;
const base = (companyId: string) => `/api/v1/job-portal/company/${companyId}`;
// The fixture's Last 30 Days as a custom range, so the answers do not depend on today.
const MONTH = "period=custom&from=2026-02-09&to=2026-03-10";

beforeAll(async () => {
  data = await buildAnalyticsFixture(ctx.database.db);
  owner = (await signIn(ctx.app, data.owner.email)).token;
});

/** A member of the fixture's company holding exactly these grants, signed in. */
async function memberWith(grants: Parameters<typeof setMemberPermissions>[1]): Promise<string> {
  const email = `viewer-${Math.random().toString(36).slice(2, 8)}@analytics.test`;
  const created = await createMember(ctx.database.db, { companyId: data.companyId, email });
  await setMemberPermissions(ctx.database.db, grants, { companyId: data.companyId, memberId: created.memberId });
  return (await signIn(ctx.app, email)).token;
}

const get = (path: string, token: string) => requestJson(ctx.app, "GET", path, { token });

describe("the analytics endpoints", () => {
  it("answer the owner's figures, never to be cached by a shared cache", async () => {
    for (const path of ["/stats", "/avg-response-time", "/stats/jobs"]) {
      const response = await get(`${base(data.companyId)}${path}?${MONTH}`, owner);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.body.result.range).toMatchObject({ from: "2026-02-09", to: "2026-03-10", jobCount: 3 });
    }
    const stats = await get(`${base(data.companyId)}/stats?${MONTH}`, owner);
    expect(stats.body.result.summary.applicants).toEqual({ current: 6, previous: 1 });
  });

  it("read repeated jobIds as the selected jobs", async () => {
    const path = `${base(data.companyId)}/stats?${MONTH}&jobFilter=selectedJob&jobIds=${data.jobs.backend}&jobIds=${data.jobs.designer}`;
    const response = await get(path, owner);
    expect(response.status).toBe(200);
    expect(response.body.result.range.jobCount).toBe(2);
    expect(response.body.result.funnel.basis).toBe("stepType");
    expect(response.body.result.summary.applicants.current).toBe(6);
  });

  it("take a constant number of queries, whatever the data", async () => {
    const demoOwner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const small = await countQueries(ctx.database.db, () => get(`${base(data.companyId)}/stats?period=allTime`, owner));
    const demo = await countQueries(ctx.database.db, () => get(`${base(demoIds.demoCompany)}/stats?period=allTime`, demoOwner));
    expect(small).toBe(demo);
    expect(small).toBeLessThanOrEqual(14);
  });
});

describe("bad input", () => {
  const cases: [string, string][] = [
    ["period=custom&to=2026-03-01", "from"],
    ["period=custom&from=2026-03-01", "to"],
    ["period=custom&from=2026-03-05&to=2026-03-01", "to"],
    ["period=custom&from=2024-01-01&to=2026-03-01", "to"],
    ["period=custom&from=2026-02-30&to=2026-03-01", "from"],
    ["period=yearly", "period"],
    ["jobFilter=someJobs", "jobFilter"],
    ["jobFilter=selectedJob", "jobIds"],
    ["jobFilter=selectedJob&jobIds=not-a-job", "jobIds"],
  ];
  it.each(cases)("%s answers 422 naming %s", async (query, field) => {
    const response = await get(`${base(data.companyId)}/stats?${query}`, owner);
    expect(response.status).toBe(422);
    expect(response.body.data.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it("refuses the table's bad sort and page", async () => {
    for (const [query, field] of [
      ["sort=salary", "sort"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["page=0", "page"],
      ["sortDir=up", "sortDir"],
    ]) {
      const response = await get(`${base(data.companyId)}/stats/jobs?${query}`, owner);
      expect(response.status, query).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
  });

  it("refuses a selected job of another company with 422 on jobIds", async () => {
    const response = await get(`${base(data.companyId)}/stats?jobFilter=selectedJob&jobIds=${demoJobIds.backendEngineer}`, owner);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("ANALYTICS_JOBS_NOT_FOUND");
    expect(response.body.data.errors).toEqual([{ field: "jobIds", message: "This job is not one you can see" }]);
    expect(JSON.stringify(response.body)).not.toContain("Backend Engineer");
  });
});

describe("permissions and tenants", () => {
  it("answers 404 for another company's id, before any permission", async () => {
    const response = await get(`${base(demoIds.demoCompany)}/stats`, owner);
    expect(response.status).toBe(404);
  });

  it("refuses a member without view on analyticsGeneral with 403", async () => {
    const token = await memberWith([{ resource: "jobPost", action: "view" }]);
    for (const path of ["/stats", "/avg-response-time", "/stats/jobs"]) {
      const response = await get(`${base(data.companyId)}${path}`, token);
      expect(response.status).toBe(403);
      expect(response.body.data).toMatchObject({ resource: "analyticsGeneral", action: "view" });
    }
  });

  it("counts only the jobs a member may view", async () => {
    const token = await memberWith([
      { resource: "analyticsGeneral", action: "view" },
      { resource: "jobPost", action: "view", jobIds: [data.jobs.designer] },
    ]);
    const stats = await get(`${base(data.companyId)}/stats?${MONTH}`, token);
    expect(stats.body.result.range.jobCount).toBe(1);
    expect(stats.body.result.summary.applicants).toEqual({ current: 2, previous: 0 });
    expect(stats.body.result.team.map((row: { name: string }) => row.name)).toEqual(["Mario Member", "Olivia Owner"]);
    const table = await get(`${base(data.companyId)}/stats/jobs?${MONTH}`, token);
    expect(table.body.result.rows.map((row: { role: string }) => row.role)).toEqual(["Product Designer"]);
    const refused = await get(`${base(data.companyId)}/stats?jobFilter=selectedJob&jobIds=${data.jobs.backend}`, token);
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors[0].field).toBe("jobIds");
  });

  it("shows a member with analytics but no job access no job's figures", async () => {
    const token = await memberWith([{ resource: "analyticsGeneral", action: "view" }]);
    const stats = await get(`${base(data.companyId)}/stats?${MONTH}`, token);
    expect(stats.status).toBe(200);
    expect(stats.body.result.range.jobCount).toBe(0);
    expect(stats.body.result.summary.applicants.current).toBe(0);
    expect(stats.body.result.team).toEqual([]);
  });
});
