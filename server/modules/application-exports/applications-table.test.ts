import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { applicationsPageSchema, type ApplicationRow } from "./application-exports-schemas";
import { addTestApplicants } from "./testing/application-fixtures";

const ctx = useTestApp();

let owner: string;
let member: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let otherJob: Awaited<ReturnType<typeof insertJob>>;
let customKey: string;
let ids: string[];

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 0, 0));
const path = (jobId: string, query = "") => `/api/v1/job-portal/job/${jobId}/applications${query ? `?${query}` : ""}`;

async function getPage(query: string, token = owner, jobId = job.id) {
  const response = await requestJson(ctx.app, "GET", path(jobId, query), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return applicationsPageSchema.parse(response.body.result);
}
const names = (docs: ApplicationRow[]) => docs.map((doc) => doc.name);

beforeAll(async () => {
  const db = ctx.database.db;
  await setFlag(db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
  job = await insertJob(db, { role: "Table Analyst" }, { extraSteps: [{ type: "custom", name: "HR Interview" }] });
  otherJob = await insertJob(db, { role: "Other Role" });
  customKey = Object.keys(job.stepIds).find((key) => key.startsWith("custom-"))!;
  ids = await addTestApplicants(db, job, [
    { name: "Ayu", appliedAt: at(1), gender: "female", gpa: 3.9, schoolType: "topReputation", university: "Universitas Indonesia", birthDate: "2000-05-01", experienceLevel: 0 },
    { name: "Bima", appliedAt: at(2), gender: "male", gpa: 3.1, schoolType: "local", expectedSalary: 9_000_000, toeflScore: 550, rank: "top5" },
    { name: "Candra", appliedAt: at(3), gender: "male", stepKey: customKey, status: "custom", traits: ["ambitious"], companyTypes: ["tech", "agency"] },
    { name: "Dina", appliedAt: at(4), gender: "female", gpa: 3.5, stepKey: "rejected", status: "rejected", source: "import", techTestStatus: "submitted" },
    { name: "Eka", appliedAt: at(5), source: "recommendation" },
    { name: "Fitri", appliedAt: at(6), gender: "female", gpa: 3.5, stepKey: "accepted", status: "accepted" },
    { name: "Gilang", appliedAt: at(7), gender: "male", university: "ITB", experienceLevel: 7 },
  ]);
  await addTestApplicants(db, otherJob, [{ name: "Not In This Job", appliedAt: at(8) }]);
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
});

describe("GET /v1/job-portal/job/{jobId}/applications", () => {
  it("numbers the pages: newest first by default, with the total and the number of pages", async () => {
    const first = await getPage("limit=3");
    expect(first).toMatchObject({ page: 1, limit: 3, total: 7, totalPages: 3 });
    expect(names(first.docs)).toEqual(["Gilang", "Fitri", "Eka"]);
    const third = await getPage("limit=3&page=3");
    expect(names(third.docs)).toEqual(["Ayu"]);
    const beyond = await getPage("limit=3&page=4");
    expect(beyond).toMatchObject({ page: 4, total: 7, totalPages: 3, docs: [] });
    const all = await getPage("");
    expect(all).toMatchObject({ page: 1, limit: 50, total: 7, totalPages: 1 });
    expect(all.docs.map((doc) => doc.id)).toEqual([...ids].reverse());
  });

  it("gives each row the columns a recruiter filters on: the step's name, the status label and the profile facts", async () => {
    const { docs } = await getPage("");
    const byName = (name: string) => docs.find((doc) => doc.name === name)!;
    expect(byName("Ayu")).toMatchObject({
      stepName: "CV Screening",
      status: "notProcessed",
      statusLabel: "Pending",
      recruitmentStepId: "notProcessed",
      appliedAt: at(1).toISOString(),
      experienceLevelLabel: "Fresh Graduate",
      university: "Universitas Indonesia",
      gpa: 3.9,
      gender: "female",
      schoolType: "topReputation",
      source: "applicant",
    });
    expect(byName("Ayu").age).toBeGreaterThanOrEqual(25);
    expect(byName("Bima")).toMatchObject({ expectedSalary: 9_000_000, toeflScore: 550, rank: "top5", age: null, aiScore: null });
    expect(byName("Candra")).toMatchObject({ stepName: "HR Interview", statusLabel: "In Process", traits: ["ambitious"], companyTypes: ["tech", "agency"] });
    expect(byName("Dina")).toMatchObject({ stepName: "Rejected", statusLabel: "Rejected", source: "import", techTestStatus: "submitted" });
    expect(byName("Fitri")).toMatchObject({ stepName: "CV Shortlisted", statusLabel: "Shortlisted" });
  });

  it("applies the candidates' filters and sorts: repeated keys, search, step, source, nulls last", async () => {
    expect(names((await getPage("gender=female")).docs)).toEqual(["Fitri", "Dina", "Ayu"]);
    expect(names((await getPage("gender=female&gender=male")).docs)).toHaveLength(6);
    expect(names((await getPage("status=accepted&status=rejected")).docs)).toEqual(["Fitri", "Dina"]);
    expect(names((await getPage(`recruitmentStepId=${customKey}`)).docs)).toEqual(["Candra"]);
    expect(names((await getPage("q=%20itb%20")).docs)).toEqual(["Gilang"]);
    expect(names((await getPage("source=applicant")).docs)).toEqual(["Gilang", "Fitri", "Dina", "Candra", "Bima", "Ayu"]);
    expect(names((await getPage("yearsOfExperience=FG&yearsOfExperience=5%2B")).docs)).toEqual(["Gilang", "Ayu"]);
    // GPA ascending; the two 3.5s tie and are ordered by id; those without a GPA come last.
    const byGpa = (await getPage("sortParam=gpa&sortDir=asc")).docs;
    expect(names(byGpa).slice(0, 4)).toEqual(["Bima", ...names(byGpa).slice(1, 3), "Ayu"]);
    expect(new Set(names(byGpa).slice(1, 3))).toEqual(new Set(["Dina", "Fitri"]));
    expect(byGpa.slice(4).every((doc) => doc.gpa === null)).toBe(true);
    const filtered = await getPage("gender=female&limit=2&page=2");
    expect(filtered).toMatchObject({ total: 3, totalPages: 2 });
    expect(names(filtered.docs)).toEqual(["Ayu"]);
  });

  it("refuses bad paging and filters with the field named", async () => {
    for (const [query, field] of [
      ["limit=101", "limit"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["gender=other", "gender"],
      ["sortParam=name", "sortParam"],
      ["sortParam=aiScore", "sortParam"],
      ["recruitmentStepId=custom-nope", "recruitmentStepId"],
    ] as const) {
      const response = await requestJson(ctx.app, "GET", path(job.id, query), { token: owner });
      expect(response.status, query).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field), query).toContain(field);
    }
  });

  it("shows the AI match score and its sort while the analyzer flag is on", async () => {
    await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: true, companyId: demoIds.demoCompany });
    try {
      const page = await getPage("sortParam=aiScore");
      expect(page.total).toBe(7);
    } finally {
      await setFlag(ctx.database.db, "ai-candidate-analyzer", { enabled: false, companyId: demoIds.demoCompany });
    }
  });

  it("needs jobPost view on that job: 403 PERMISSION_DENIED without it", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [otherJob.id] }]);
    const denied = await requestJson(ctx.app, "GET", path(job.id), { token: member });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    expect((await getPage("", member)).total).toBe(7);
  });

  it("answers 404 for another company's job, and for an unknown one", async () => {
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const foreign = await requestJson(ctx.app, "GET", path(job.id), { token: other });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Ayu");
    const unknown = await requestJson(ctx.app, "GET", path("0d3e0000-0000-4000-8000-00000000dead"), { token: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("JOB_NOT_FOUND");
  });

  it("asks for a session", async () => {
    expect((await requestJson(ctx.app, "GET", path(job.id))).status).toBe(401);
  });
});
