import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { jobDraftFieldsSchema } from "@/server/modules/jobs/jobs-schemas";
import { useTestApp } from "@/tests/api/test-app";
import { demoIds } from "./demo-ids";
import { STATUSES_BY_STEP_TYPE } from "./seed-applicant-timeline";
import { seedDatabase } from "./seed-database";
import { DEMO_JOBS } from "./seed-job-content";
import { seedLargeJobs, LARGE_APPLICATION_COUNT, LARGE_JOB_COUNT } from "./seed-jobs-large";

const ctx = useTestApp();

describe("demo jobs", () => {
  it("holds jobs in every state for the demo company, and one for the other company", async () => {
    const rows = await ctx.database.db.select({ status: jobs.status, companyId: jobs.companyId, platform: jobs.applicationPlatform }).from(jobs);
    const demo = rows.filter((row) => row.companyId === demoIds.demoCompany);
    expect(new Set(demo.map((row) => row.status))).toEqual(new Set(["draft", "published", "closed"]));
    expect(demo.some((row) => row.platform === "external")).toBe(true);
    expect(rows.some((row) => row.companyId === demoIds.otherCompany)).toBe(true);
  });

  it("writes drafts the job contract accepts, with valid steps and questions", () => {
    for (const job of DEMO_JOBS) {
      const parsed = jobDraftFieldsSchema.partial().safeParse({
        role: job.role,
        preScreeningQuestions: job.questions,
        recruitmentSteps: job.steps.map((step) => ({ type: step.type, name: step.name, action: step.action ?? "none", techTest: step.techTest ?? null })),
      });
      expect(parsed.error?.issues ?? [], job.role).toEqual([]);
      expect(job.applicants.every((applicant) => applicant.email.match(/^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/)), job.role).toBe(true);
    }
  });

  it("puts each applicant in a step of their own job with a status that step holds", async () => {
    const rows = await ctx.database.db
      .select({ status: jobApplications.status, stepType: recruitmentSteps.type, stepJob: recruitmentSteps.jobId, jobId: jobApplications.jobId })
      .from(jobApplications)
      .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
      // The analytics history's jobs are checked in seed-analytics-history.test.ts.
      .where(inArray(jobApplications.jobId, DEMO_JOBS.map((job) => job.id)));
    expect(rows.length).toBe(DEMO_JOBS.reduce((sum, job) => sum + job.applicants.length, 0));
    for (const row of rows) {
      expect(row.stepJob).toBe(row.jobId);
      expect(STATUSES_BY_STEP_TYPE[row.stepType]).toContain(row.status);
    }
    expect(new Set(rows.map((row) => row.stepType)).size).toBe(6);
  });

  it("seeds the same records again without duplicating them", async () => {
    const count = async () => executeRows<{ n: number }>(ctx.database.db, sql`select (select count(*) from jobs)::int + (select count(*) from job_applications)::int as n`);
    const before = await count();
    await seedDatabase(ctx.database.db, "demo");
    expect(await count()).toEqual(before);
  });

  // Writing 100,000 rows twice takes about 80 s on a two-core machine with the other core free, and
  // npm test runs lint beside it: the time limit leaves room for that.
  it("adds the benchmark's 1,000 jobs and 100,000 applications once, each in a step of its job", async () => {
    await seedLargeJobs(ctx.database.db);
    await seedLargeJobs(ctx.database.db);
    const [counts] = await executeRows<{ jobs: number; applications: number }>(
      ctx.database.db,
      sql`
        select (select count(*) from jobs where slug like 'large-job-%')::int as jobs,
               (select count(*) from job_applications a join recruitment_steps s on s.id = a.recruitment_step_id and s.job_id = a.job_id
                 where a.email like 'talent%@example.com')::int as applications`,
    );
    expect(counts).toEqual({ jobs: LARGE_JOB_COUNT, applications: LARGE_APPLICATION_COUNT });
  }, 240_000);
});
