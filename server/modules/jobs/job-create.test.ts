import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { memberPermissions } from "@/server/db/schema/member-permissions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { jobSchema } from "./jobs-schemas";

const ctx = useTestApp();
const JOBS = "/api/v1/job-portal/job";
let owner: string;
let member: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, [{ resource: "postAJob", action: "create" }]);
});

const create = (token: string, body: unknown) => requestJson(ctx.app, "POST", JOBS, { token, body });

describe("POST /v1/job-portal/job", () => {
  it("fills in every default of spec 3 for an empty draft", async () => {
    const response = await create(owner, {});
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const job = response.body.result;
    expect(() => jobSchema.parse(job)).not.toThrow();
    expect(job).toMatchObject({
      status: "draft",
      published: false,
      role: "",
      jobActivationType: "immediate",
      activationDate: null,
      cityId: null,
      location: null,
      cityList: [],
      workplaceType: "remote",
      employmentTypes: ["fullTime"],
      salaryType: "paid",
      startRange: null,
      endRange: null,
      salaryHidden: false,
      applicationPlatform: "internal",
      externalPlatformUrl: null,
      description: "",
      responsibilities: "",
      requirements: "",
      perks: [],
      customBenefits: [],
      customPerks: [],
      cvRequired: true,
      portofolioRequired: false,
      preScreeningQuestions: [],
      invitedEmails: [],
      hiringTeam: [],
      candidatePreference: { graduationDateRange: null, major: [], skillIds: [], university: [], minimumGpa: null, lastEducations: [] },
      companyName: null,
      retail: false,
      skills: [],
      canChangeHiringTeamAccess: true,
      showSalaryToApplicants: false,
      careerFair: false,
      criteriaForAi: [],
      paidAds: null,
      wizardStep: "basicInfo",
      applicantCount: 0,
      canEdit: true,
      companyId: demoIds.demoCompany,
      createdBy: { id: demoIds.demoOwner, name: expect.any(String) },
      publishedAt: null,
      closedAt: null,
    });
    expect(job.recruitmentSteps.map((step: any) => [step.id, step.type, step.name, step.position, step.applicantCount])).toEqual([
      ["notProcessed", "notProcessed", "CV Screening", 0, 0],
      ["accepted", "accepted", "CV Shortlisted", 1, 0],
      ["rejected", "rejected", "Rejected", 2, 0],
    ]);
    expect(job.slug).toBe(`job-${job.id.slice(0, 8)}`);
  });

  it("keeps what is sent and derives the slug from the title", async () => {
    const response = await create(owner, { role: "Senior Backend Engineer!", workplaceType: "hybrid", location: "Jakarta", startRange: 10_000_000, endRange: 15_000_000, wizardStep: "jobDescription" });
    expect(response.status).toBe(201);
    expect(response.body.result).toMatchObject({ role: "Senior Backend Engineer!", workplaceType: "hybrid", location: "Jakarta", startRange: 10_000_000, endRange: 15_000_000, wizardStep: "jobDescription" });
    expect(response.body.result.slug).toBe(`senior-backend-engineer-${response.body.result.id.slice(0, 8)}`);
  });

  it.each([
    [{ role: "x".repeat(121) }, "role"],
    [{ workplaceType: "moon" }, "workplaceType"],
    [{ employmentTypes: [] }, "employmentTypes"],
    [{ employmentTypes: ["slavery"] }, "employmentTypes.0"],
    [{ salaryType: "free" }, "salaryType"],
    [{ startRange: -1 }, "startRange"],
    [{ endRange: 1.5 }, "endRange"],
    [{ startRange: 9_000_000, endRange: 5_000_000 }, "endRange"],
    [{ applicationPlatform: "fax" }, "applicationPlatform"],
    [{ externalPlatformUrl: "javascript:alert(1)" }, "externalPlatformUrl"],
    [{ externalPlatformUrl: "ftp://jobs.example.com" }, "externalPlatformUrl"],
    [{ cvRequired: "yes" }, "cvRequired"],
    [{ perks: ["freeBeer"] }, "perks.0"],
    [{ jobActivationType: "later" }, "jobActivationType"],
    [{ activationDate: "tomorrow" }, "activationDate"],
    [{ preScreeningQuestions: [{ id: crypto.randomUUID(), type: "radio", question: "Pick", options: ["only one"] }] }, "preScreeningQuestions.0.options"],
    [{ candidatePreference: { minimumGpa: 5 } }, "candidatePreference.minimumGpa"],
    [{ recruitmentSteps: [{ type: "notProcessed", name: "CV Screening" }] }, "recruitmentSteps"],
    [{ recruitmentSteps: [{ type: "accepted", name: "A" }, { type: "notProcessed", name: "B" }, { type: "rejected", name: "C" }] }, "recruitmentSteps.0.type"],
    [{ criteriaForAi: [{ text: "Rust", weight: 9 }] }, "criteriaForAi.0.weight"],
    [{ paidAds: "maybe" }, "paidAds"],
    [{ wizardStep: "finished" }, "wizardStep"],
    [{ published: "soon" }, "published"],
  ])("refuses %j naming %s, writing nothing", async (body, field) => {
    const before = await ctx.database.db.select({ id: jobs.id }).from(jobs);
    const response = await create(owner, body);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.data.errors.map((error: any) => error.field)).toContain(field);
    expect(await ctx.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });

  it("needs the Create Job permission", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "postAJob", action: "denied" }]);
    const response = await create(member, { role: "Not allowed" });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PERMISSION_DENIED");
    expect(response.body.message).toBe("You don’t have permission to post a job");
  });

  it("lets a member who may create jobs edit what they created, and only that", async () => {
    const created = await create(member, { role: "Recruiter's own job" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result.canEdit).toBe(true);
    expect(created.body.result.salaryHidden).toBe(true);
    const grants = await ctx.database.db.select().from(memberPermissions).where(eq(memberPermissions.memberId, demoIds.demoMemberMembership));
    expect(grants.find((grant) => grant.resource === "jobPost")).toMatchObject({ action: "manage", allowedCriteria: { jobIds: [created.body.result.id] } });
    const saved = await requestJson(ctx.app, "PATCH", `${JOBS}/${created.body.result.id}`, { token: member, body: { role: "Renamed" } });
    expect(saved.status).toBe(200);
    const second = await create(member, { role: "Second" });
    const again = await ctx.database.db.select().from(memberPermissions).where(eq(memberPermissions.memberId, demoIds.demoMemberMembership));
    expect(again.find((grant) => grant.resource === "jobPost")!.allowedCriteria!.jobIds).toEqual([created.body.result.id, second.body.result.id]);
  });

  it("does not narrow a member's access to every job", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "postAJob", action: "create" }, { resource: "jobPost", action: "manage" }]);
    const created = await create(member, {});
    expect(created.body.result.canEdit).toBe(true);
    const grants = await ctx.database.db.select().from(memberPermissions).where(eq(memberPermissions.memberId, demoIds.demoMemberMembership));
    expect(grants.filter((grant) => grant.resource === "jobPost")).toEqual([expect.objectContaining({ action: "manage", allowedCriteria: null })]);
  });

  it("autosave changes only the fields sent, and keeps the wizard step as sent", async () => {
    const created = await create(owner, { role: "Kept", description: "<p>Kept</p>", workplaceType: "onSite", location: "Bandung", skills: ["Go"], cvRequired: false });
    const saved = await requestJson(ctx.app, "PATCH", `${JOBS}/${created.body.result.id}`, { token: owner, body: { customPerks: ["Snacks"], wizardStep: "hiringSteps" } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { updatedAt: _before, customPerks: _perks, wizardStep: _step, ...rest } = created.body.result;
    expect(saved.body.result).toMatchObject({ ...rest, updatedAt: expect.any(String), customPerks: ["Snacks"], wizardStep: "hiringSteps" });
    const unknown = await requestJson(ctx.app, "PATCH", `${JOBS}/${created.body.result.id}`, { token: owner, body: { status: "published" } });
    expect(unknown.status).toBe(422);
  });

  it("gives added steps fresh composed ids", async () => {
    const response = await create(owner, {
      recruitmentSteps: [
        { type: "notProcessed", name: "CV Screening" },
        { id: "custom-mine", type: "custom", name: "HR Interview" },
        { type: "techTest", name: "Case Study", action: "send-case-study", techTest: {} },
        { type: "accepted", name: "CV Shortlisted" },
        { type: "rejected", name: "Rejected" },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const ids = response.body.result.recruitmentSteps.map((step: any) => step.id);
    expect(ids[0]).toBe("notProcessed");
    expect(ids[1]).toMatch(/^custom-[0-9a-f]{12}$/);
    expect(ids[2]).toMatch(/^techTest-[0-9a-f]{12}$/);
    expect(response.body.result.recruitmentSteps[2].techTest).toMatchObject({ startLimitHours: 72, durationHours: 48, submissionTypes: ["link", "document"] });
    const rows = await ctx.database.db.select().from(recruitmentSteps).where(eq(recruitmentSteps.jobId, response.body.result.id));
    expect(rows).toHaveLength(5);
  });
});
