import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "@/tests/api/test-app";
import { analyticsQuerySchema, analyticsJobsRequestSchema, type AnalyticsQueryInput } from "./analytics-schemas";
import { analyticsAvgResponseTime, analyticsJobs, analyticsStats } from "./analytics-service";
import { buildAnalyticsFixture, NOW, type AnalyticsFixture } from "./testing/analytics-fixture";
import { keptAndFromScratch } from "./testing/aggregate-check";

// Every number below is computed by hand from the data set described in testing/analytics-fixture.ts.
const ctx = useTestApp();
let data: AnalyticsFixture;

beforeAll(async () => {
  data = await buildAnalyticsFixture(ctx.database.db);
});

const stats = (query: AnalyticsQueryInput, who: "owner" | "member" = "owner") => analyticsStats(ctx.database.db, data[who], analyticsQuerySchema.parse(query), NOW);
const HOUR = 3600;

describe("Last 30 Days across all jobs (today is 10 Mar in WIB)", () => {
  it("covers 9 Feb to 10 Mar, compared with 10 Jan to 8 Feb, by day, over the three non-draft jobs", async () => {
    const { range } = await stats({ period: "monthly" });
    expect(range).toEqual({
      jobFilter: "allJob",
      period: "monthly",
      timeZone: "Asia/Jakarta",
      from: "2026-02-09",
      to: "2026-03-10",
      previousFrom: "2026-01-10",
      previousTo: "2026-02-08",
      bucket: "day",
      jobCount: 3,
    });
  });

  it("counts applicants, published jobs, applicants per open job, shortlisted and offered, with the period before", async () => {
    const { summary } = await stats({ period: "monthly" });
    expect(summary).toEqual({
      applicants: { current: 6, previous: 1 },
      // Designer published 5 Mar; Backend (1 Feb) and Data Analyst (10 Jan) in the period before.
      publishedJobs: { current: 1, previous: 2 },
      // Open at some time: all three now (Data Analyst closed 20 Feb); Backend and Data Analyst before.
      applicantsPerJob: { current: 2, previous: 0.5 },
      shortlisted: { current: 3, previous: 1 },
      offered: { current: 1, previous: 0 },
    });
  });

  it("averages response, time to shortlist and time to offer over the applicants who got there", async () => {
    const { speed } = await stats({ period: "monthly" });
    expect(speed.avgResponseSeconds).toEqual({ current: (2 * HOUR + 8 * HOUR + 24 * HOUR + 24 * HOUR + 2 * HOUR) / 5, previous: 2 * HOUR });
    expect(speed.timeToShortlistSeconds).toEqual({ current: (2 * HOUR + 24 * HOUR + 24 * HOUR) / 3, previous: 2 * HOUR });
    expect(speed.timeToOfferSeconds).toEqual({ current: 48 * HOUR, previous: null });
  });

  it("runs the funnel over the step types the jobs have, counting everyone at or past each stage", async () => {
    const { funnel } = await stats({ period: "monthly" });
    expect(funnel).toEqual({
      basis: "stepType",
      stages: [
        { key: "notProcessed", name: "CV Screening", reached: 6, conversion: null, dropOff: 0 },
        { key: "accepted", name: "CV Shortlisted", reached: 3, conversion: 0.5, dropOff: 3 },
        // b1 went past a Tech Test stage its job does not have (straight to Portfolio Review).
        { key: "techTest", name: "Tech Test", reached: 2, conversion: 2 / 3, dropOff: 1 },
        { key: "custom", name: "Interviews and other steps", reached: 2, conversion: 1, dropOff: 0 },
      ],
      rejected: 2,
    });
  });

  it("averages the time in each stage over the moves out of it made in the period", async () => {
    const { speed } = await stats({ period: "monthly" });
    expect(speed.timeInStep).toEqual([
      { key: "notProcessed", name: "CV Screening", avgSeconds: (2 * HOUR + 24 * HOUR + 24 * HOUR + 24 * HOUR) / 4, moves: 4 },
      { key: "accepted", name: "CV Shortlisted", avgSeconds: 48 * HOUR, moves: 1 },
      { key: "techTest", name: "Tech Test", avgSeconds: 48 * HOUR, moves: 1 },
      { key: "custom", name: "Interviews and other steps", avgSeconds: 24 * HOUR, moves: 1 },
    ]);
  });

  it("splits applicants by source with their shortlists and offers", async () => {
    const { sources } = await stats({ period: "monthly" });
    expect(sources).toEqual([
      { source: "applicant", applicants: 4, shortlisted: 2, offered: 1 },
      { source: "import", applicants: 1, shortlisted: 0, offered: 0 },
      { source: "recommendation", applicants: 1, shortlisted: 1, offered: 0 },
    ]);
  });

  it("counts each member's decisions and emails, most active first (notes are neither)", async () => {
    const { team } = await stats({ period: "monthly" });
    expect(team).toEqual([
      { userId: data.owner.userId, name: "Olivia Owner", decisions: 7, emails: 0 },
      { userId: data.member.userId, name: "Mario Member", decisions: 0, emails: 1 },
    ]);
  });

  it("charts every day of the period, zero-filled", async () => {
    const { applicantsOverTime } = await stats({ period: "monthly" });
    expect(applicantsOverTime).toHaveLength(30);
    expect(applicantsOverTime[0]).toEqual({ start: "2026-02-09", applicants: 0 });
    expect(applicantsOverTime.filter((bucket) => bucket.applicants > 0)).toEqual([
      { start: "2026-02-20", applicants: 1 },
      { start: "2026-03-05", applicants: 1 },
      { start: "2026-03-06", applicants: 1 },
      { start: "2026-03-07", applicants: 1 },
      { start: "2026-03-09", applicants: 1 },
      { start: "2026-03-10", applicants: 1 },
    ]);
  });

  it("answers the average response time with who was answered and who still waits", async () => {
    const answer = await analyticsAvgResponseTime(ctx.database.db, data.owner, analyticsQuerySchema.parse({ period: "monthly" }), NOW);
    expect(answer.avgResponseSeconds).toEqual({ current: 43_200, previous: 7_200 });
    expect({ responded: answer.responded, waiting: answer.waiting, jobCount: answer.range.jobCount }).toEqual({ responded: 5, waiting: 1, jobCount: 3 });
  });
});

describe("period boundaries in the company's time zone", () => {
  it("puts 23:30 WIB yesterday and 00:30 WIB today on their own days", async () => {
    const { summary, range } = await stats({ period: "daily" });
    expect({ from: range.from, to: range.to, previousFrom: range.previousFrom }).toEqual({ from: "2026-03-10", to: "2026-03-10", previousFrom: "2026-03-09" });
    expect(summary.applicants).toEqual({ current: 1, previous: 1 });
  });

  it("takes Last 7 Days as 4 to 10 March, with an empty week before", async () => {
    const { summary, range } = await stats({ period: "weekly" });
    expect([range.from, range.previousFrom, range.previousTo]).toEqual(["2026-03-04", "2026-02-25", "2026-03-03"]);
    expect(summary.applicants).toEqual({ current: 5, previous: 0 });
  });

  it("starts All Time at the first application, by week, with no previous period", async () => {
    const { summary, range, applicantsOverTime } = await stats({ period: "allTime" });
    expect({ from: range.from, previousFrom: range.previousFrom, bucket: range.bucket }).toEqual({ from: "2026-02-01", previousFrom: null, bucket: "week" });
    expect(summary.applicants).toEqual({ current: 7, previous: null });
    expect(summary.publishedJobs).toEqual({ current: 3, previous: null });
    expect(applicantsOverTime.map((bucket) => bucket.start)).toEqual(["2026-02-01", "2026-02-08", "2026-02-15", "2026-02-22", "2026-03-01", "2026-03-08"]);
    expect(applicantsOverTime.map((bucket) => bucket.applicants)).toEqual([1, 0, 1, 0, 3, 2]);
  });

  it("answers zeros and no averages for a custom range without data", async () => {
    const empty = await stats({ period: "custom", from: "2025-01-01", to: "2025-01-31" });
    expect(empty.summary.applicants).toEqual({ current: 0, previous: 0 });
    expect(empty.speed.avgResponseSeconds).toEqual({ current: null, previous: null });
    expect(empty.summary.applicantsPerJob).toEqual({ current: null, previous: null });
    expect(empty.funnel.stages.map((stage) => stage.reached)).toEqual([0, 0, 0, 0]);
    expect(empty.funnel.stages.map((stage) => stage.conversion)).toEqual([null, null, null, null]);
    expect(empty.applicantsOverTime).toHaveLength(31);
    expect(empty.team).toEqual([]);
  });

  it("follows a company in WITA: 23:30 WIB is already the next day", async () => {
    await ctx.database.db.execute(sql`update companies set time_zone = 'Asia/Makassar' where id = ${data.companyId}`);
    try {
      const { summary, range } = await stats({ period: "daily" });
      expect(range.timeZone).toBe("Asia/Makassar");
      expect(summary.applicants).toEqual({ current: 2, previous: 0 });
      const { kept, scratch } = await keptAndFromScratch(ctx.database.db, data.companyId);
      expect(kept).toEqual(scratch);
    } finally {
      await ctx.database.db.execute(sql`update companies set time_zone = 'Asia/Jakarta' where id = ${data.companyId}`);
    }
  });

  it("refuses a time zone outside Indonesia's three", async () => {
    await expect(ctx.database.db.execute(sql`update companies set time_zone = 'Europe/Paris' where id = ${data.companyId}`)).rejects.toThrow();
  });
});

describe("job filters", () => {
  it("one selected job follows its own steps, custom ones included", async () => {
    const result = await stats({ period: "monthly", jobFilter: "selectedJob", jobIds: [data.jobs.designer] });
    expect(result.range.jobCount).toBe(1);
    expect(result.summary.applicants).toEqual({ current: 2, previous: 0 });
    expect(result.summary.publishedJobs).toEqual({ current: 1, previous: 0 });
    expect(result.funnel.basis).toBe("job");
    expect(result.funnel.stages.map(({ key, reached, conversion, dropOff }) => ({ key, reached, conversion, dropOff }))).toEqual([
      { key: "notProcessed", reached: 2, conversion: null, dropOff: 0 },
      { key: "accepted", reached: 1, conversion: 0.5, dropOff: 1 },
      { key: data.keys.portfolio, reached: 1, conversion: 1, dropOff: 0 },
      { key: data.keys.finalInterview, reached: 0, conversion: 0, dropOff: 1 },
    ]);
    expect(result.funnel.stages.map((stage) => stage.name).slice(2)).toEqual(["Portfolio Review", "Final Interview"]);
    expect(result.speed.timeInStep[0]).toEqual({ key: "notProcessed", name: "CV Screening", avgSeconds: 24 * HOUR, moves: 1 });
    // As active as each other: by name.
    expect(result.team).toEqual([
      { userId: data.member.userId, name: "Mario Member", decisions: 0, emails: 1 },
      { userId: data.owner.userId, name: "Olivia Owner", decisions: 1, emails: 0 },
    ]);
  });

  it("all active jobs leave out closed and draft jobs", async () => {
    const result = await stats({ period: "monthly", jobFilter: "allActiveJob" });
    expect(result.range.jobCount).toBe(2);
    expect(result.summary.applicantsPerJob.current).toBe(3);
  });
});

describe("the per-job table", () => {
  const table = (query: Record<string, unknown>) => analyticsJobs(ctx.database.db, data.owner, analyticsJobsRequestSchema.parse(query), NOW);
  const zero = { notProcessed: 0, approached: 0, accepted: 0, techTest: 0, custom: 0, rejected: 0 };

  it("lists applicants, new ones, current steps and response time per job, most applicants first", async () => {
    const page = await table({ period: "monthly" });
    expect(page.total).toBe(3);
    expect(page.rows.map(({ role, status, applicants, newApplicants, inStep, avgResponseSeconds }) => ({ role, status, applicants, newApplicants, inStep, avgResponseSeconds }))).toEqual([
      {
        role: "Backend Engineer",
        status: "published",
        applicants: 5,
        newApplicants: 4,
        inStep: { ...zero, notProcessed: 1, accepted: 2, rejected: 2 },
        avgResponseSeconds: (2 * HOUR + 8 * HOUR + 24 * HOUR + 24 * HOUR) / 4,
      },
      { role: "Product Designer", status: "published", applicants: 2, newApplicants: 2, inStep: { ...zero, notProcessed: 1, custom: 1 }, avgResponseSeconds: 2 * HOUR },
      { role: "Data Analyst", status: "closed", applicants: 0, newApplicants: 0, inStep: zero, avgResponseSeconds: null },
    ]);
    expect(page.rows[0]!.publishedAt).toBe("2026-02-01T03:00:00.000Z");
  });

  it("sorts by role and by response time, and pages", async () => {
    expect((await table({ period: "monthly", sort: "role", sortDir: "asc" })).rows.map((row) => row.role)).toEqual(["Backend Engineer", "Data Analyst", "Product Designer"]);
    expect((await table({ period: "monthly", sort: "avgResponse", sortDir: "asc" })).rows.map((row) => row.role)).toEqual(["Product Designer", "Backend Engineer", "Data Analyst"]);
    const second = await table({ period: "monthly", sort: "role", sortDir: "asc", limit: 2, page: 2 });
    expect({ total: second.total, roles: second.rows.map((row) => row.role) }).toEqual({ total: 3, roles: ["Product Designer"] });
    expect((await table({ period: "monthly", limit: 2, page: 5 })).total).toBe(3);
  });
});

describe("aggregates", () => {
  it("stay equal to a from-scratch computation after moves, rejections, re-shortlists and a deleted applicant", async () => {
    const { applyDecision } = await import("@/server/modules/pipeline/decisions-service");
    const { randomUUID } = await import("node:crypto");
    const move = (id: string, decision: "accepted" | "rejected" | "moveToStep", when: string, recruitmentStepId?: string) =>
      applyDecision(ctx.database.db, data.owner, data.jobs.backend, { requestId: randomUUID(), applicationIds: [id], decision, ...(recruitmentStepId ? { recruitmentStepId } : {}) }, new Date(when));
    await move(data.applications.a3, "accepted", "2026-03-10T02:00:00Z");
    await move(data.applications.a2, "rejected", "2026-03-10T03:00:00Z");
    await move(data.applications.a2, "accepted", "2026-03-10T03:30:00Z");
    await move(data.applications.a1, "moveToStep", "2026-03-10T04:00:00Z", data.keys.interview);
    await ctx.database.db.execute(sql`update job_applications set applied_at = applied_at - interval '3 days', source = 'import' where id = ${data.applications.a5}`);
    await ctx.database.db.execute(sql`delete from job_applications where id = ${data.applications.b2}`);
    const { kept, scratch } = await keptAndFromScratch(ctx.database.db, data.companyId);
    expect(kept).toEqual(scratch);
    expect(kept.facts.length).toBe(6);
  });
});
