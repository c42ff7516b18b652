import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { jobs } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { careersPageSchema, publicJobSchema } from "./careers-schemas";
import { insertJob } from "./testing/job-factory";

const ctx = useTestApp();
const page = (slug: string) => requestJson(ctx.app, "GET", `/api/v1/careers/${slug}`);
const jobPage = (company: string, job: string) => requestJson(ctx.app, "GET", `/api/v1/careers/${company}/jobs/${job}`);

const questionId = randomUUID();
let open: Awaited<ReturnType<typeof insertJob>>;
let shown: Awaited<ReturnType<typeof insertJob>>;
let draft: Awaited<ReturnType<typeof insertJob>>;
let closed: Awaited<ReturnType<typeof insertJob>>;
let future: Awaited<ReturnType<typeof insertJob>>;
let started: Awaited<ReturnType<typeof insertJob>>;
let external: Awaited<ReturnType<typeof insertJob>>;
let unpaid: Awaited<ReturnType<typeof insertJob>>;
let otherCompanyJob: Awaited<ReturnType<typeof insertJob>>;

beforeAll(async () => {
  const db = ctx.database.db;
  const hour = 60 * 60 * 1000;
  open = await insertJob(db, {
    role: "Backend Engineer",
    startRange: 10_000_000,
    endRange: 15_000_000,
    showSalaryToApplicants: false,
    description: "<p>Build <b>APIs</b></p>",
    responsibilities: "<ul><li>Ship</li></ul>",
    requirements: "<p>Go or TypeScript</p>",
    perks: ["flexibleWorkingHours"],
    customBenefits: ["Laptop"],
    customPerks: ["Books"],
    skills: ["TypeScript"],
    portofolioRequired: true,
    preScreeningQuestions: [{ id: questionId, type: "radio", question: "Can you start in a month?", options: ["Yes", "No"], required: true }],
    publishedAt: new Date(Date.now() - 3 * hour),
  });
  shown = await insertJob(db, { role: "Designer", startRange: 8_000_000, endRange: 12_000_000, showSalaryToApplicants: true, workplaceType: "hybrid", cityList: ["Jakarta"], publishedAt: new Date(Date.now() - 2 * hour) });
  unpaid = await insertJob(db, { role: "Intern", salaryType: "unpaid", startRange: 1, endRange: 2, showSalaryToApplicants: true, publishedAt: new Date(Date.now() - 4 * hour) });
  draft = await insertJob(db, { role: "Draft Role", status: "draft", publishedAt: null });
  closed = await insertJob(db, { role: "Closed Role", status: "closed", closedAt: new Date() });
  future = await insertJob(db, { role: "Future Role", jobActivationType: "scheduled", activationDate: new Date(Date.now() + 24 * hour) });
  started = await insertJob(db, { role: "Started Role", jobActivationType: "scheduled", activationDate: new Date(Date.now() - hour), publishedAt: new Date(Date.now() - hour) });
  external = await insertJob(db, { role: "External Role", applicationPlatform: "external", externalPlatformUrl: "https://jobs.example.test/apply/1", publishedAt: new Date(Date.now() - 5 * hour) });
  otherCompanyJob = await insertJob(db, { companyId: demoIds.otherCompany, role: "Other Role" });
});

describe("GET /v1/careers/{companySlug}", () => {
  it("answers the company's public face and only its open jobs, newest first", async () => {
    const response = await page("demo-company");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = careersPageSchema.parse(response.body.result);
    expect(result.company).toMatchObject({ name: "Demo Company", slug: "demo-company", website: "https://demo-company.test" });
    const mine = new Set([started.id, shown.id, open.id, unpaid.id, external.id]);
    expect(result.jobs.map((job) => job.id).filter((id) => mine.has(id))).toEqual([started.id, shown.id, open.id, unpaid.id, external.id]);
    const ids = result.jobs.map((job) => job.id);
    for (const hidden of [draft, closed, future, otherCompanyJob]) expect(ids).not.toContain(hidden.id);
    expect(result.jobs.find((job) => job.id === external.id)?.applicationPlatform).toBe("external");
  });

  it("shows the salary only when the job shows it and is paid", async () => {
    const list = careersPageSchema.parse((await page("demo-company")).body.result).jobs;
    expect(list.find((job) => job.id === shown.id)?.salary).toEqual({ start: 8_000_000, end: 12_000_000 });
    expect(list.find((job) => job.id === open.id)?.salary).toBeNull();
    expect(list.find((job) => job.id === unpaid.id)?.salary).toBeNull();
    expect(JSON.stringify(list.find((job) => job.id === open.id))).not.toContain("15000000");
  });

  it("lists a company's jobs under its own slug only, and an empty list when none is open", async () => {
    const response = await page("other-company");
    expect(response.status).toBe(200);
    const ids = response.body.result.jobs.map((job: { id: string }) => job.id);
    expect(ids).toContain(otherCompanyJob.id);
    expect(ids).not.toContain(open.id);
    await ctx.database.db.update(jobs).set({ status: "closed" }).where(eq(jobs.companyId, demoIds.otherCompany));
    const empty = await page("other-company");
    expect(empty.status).toBe(200);
    expect(empty.body.result.jobs).toEqual([]);
    await ctx.database.db.update(jobs).set({ status: "published" }).where(inArray(jobs.id, ids));
  });

  it("answers 404 for an unknown slug and for an inactive company", async () => {
    expect((await page("no-such-company")).status).toBe(404);
    await ctx.database.db.update(companies).set({ isActive: false }).where(eq(companies.id, demoIds.otherCompany));
    try {
      expect((await page("other-company")).status).toBe(404);
    } finally {
      await ctx.database.db.update(companies).set({ isActive: true }).where(eq(companies.id, demoIds.otherCompany));
    }
  });
});

describe("GET /v1/careers/{companySlug}/jobs/{jobSlug}", () => {
  it("answers the open job in full for candidates", async () => {
    const response = await jobPage("demo-company", open.slug);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = publicJobSchema.parse(response.body.result);
    expect(job).toMatchObject({
      id: open.id,
      role: "Backend Engineer",
      company: { name: "Demo Company", slug: "demo-company" },
      description: "<p>Build <b>APIs</b></p>",
      responsibilities: "<ul><li>Ship</li></ul>",
      requirements: "<p>Go or TypeScript</p>",
      perks: [{ key: "flexibleWorkingHours", label: "Flexible working hours" }],
      customBenefits: ["Laptop"],
      customPerks: ["Books"],
      skills: ["TypeScript"],
      cvRequired: true,
      portofolioRequired: true,
      preScreeningQuestions: [{ id: questionId, type: "radio", question: "Can you start in a month?", options: ["Yes", "No"], required: true }],
      salary: null,
      externalPlatformUrl: null,
    });
    // Nothing internal leaks: hiring team, invited emails, AI criteria, the hidden salary.
    const text = JSON.stringify(response.body);
    for (const word of ["hiringTeam", "invitedEmails", "criteriaForAi", "startRange", "companyId"]) expect(text).not.toContain(word);
  });

  it("shows the salary of a job that shows it and the external URL of an external job", async () => {
    expect((await jobPage("demo-company", shown.slug)).body.result.salary).toEqual({ start: 8_000_000, end: 12_000_000 });
    expect((await jobPage("demo-company", external.slug)).body.result.externalPlatformUrl).toBe("https://jobs.example.test/apply/1");
  });

  it("answers 404 for drafts, closed, not yet active, unknown and other companies' jobs", async () => {
    for (const job of [draft, closed, future]) expect((await jobPage("demo-company", job.slug)).status, job.role).toBe(404);
    expect((await jobPage("demo-company", "no-such-job")).status).toBe(404);
    expect((await jobPage("demo-company", otherCompanyJob.slug)).status).toBe(404);
    expect((await jobPage("no-such-company", open.slug)).status).toBe(404);
    expect((await jobPage("demo-company", started.slug)).status).toBe(200);
  });
});
