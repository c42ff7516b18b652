import { beforeAll, describe, expect, it } from "vitest";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { countQueries } from "@/server/modules/pipeline/testing/pipeline-fixtures";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { useTestApp } from "@/tests/api/test-app";
import { getHomeAttention } from "./home-service";
import { DAY, HOUR, seedHomeCompany, type HomeCompany } from "./testing/home-fixtures";

/**
 * Home's figures against the hand-computed data set of testing/home-fixtures.ts, on a clock of
 * our own: exact counts, waits, the reminder's boundary, order, limits, and the query count.
 */
const ctx = useTestApp();
const now = new Date("2026-11-20T02:00:00.000Z");
let home: HomeCompany;

const session = (role: "owner" | "member"): CompanySessionContext => ({
  userId: role === "owner" ? home.owner.userId : home.member.userId,
  userCompanyId: role === "owner" ? home.owner.memberId : home.member.memberId,
  companyId: home.companyId,
  role,
  sessionId: "test-session",
  platform: "employer",
  companyActive: true,
} as CompanySessionContext);
const attention = (role: "owner" | "member", limit = 10) => getHomeAttention(ctx.database.db, session(role), { limit }, now);

beforeAll(async () => {
  home = await seedHomeCompany(ctx.database.db, now);
});

describe("GET /v1/job-portal/home/attention figures", () => {
  it("counts the Pending applicants of each open job's CV Screening, the longest wait first, flagged past the reminder's 3 days", async () => {
    const { waiting, reminderDays, generatedAt } = await attention("owner");
    expect(reminderDays).toBe(3);
    expect(generatedAt).toBe(now.toISOString());
    expect(waiting.docs).toEqual([
      {
        jobId: home.jobs.alpha.id,
        role: "Alpha Analyst",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 3,
        overdueCount: 2,
        oldestAppliedAt: new Date(now.getTime() - 5 * DAY).toISOString(),
        oldestWaitMs: 5 * DAY,
        overdue: true,
      },
      {
        jobId: home.jobs.beta.id,
        role: "Beta Backend",
        stepId: "notProcessed",
        stepName: "CV Screening",
        waitingCount: 2,
        // Applied exactly 3 days ago: the reminder needs more than 3 days, so not yet.
        overdueCount: 0,
        oldestAppliedAt: new Date(now.getTime() - 3 * DAY).toISOString(),
        oldestWaitMs: 3 * DAY,
        overdue: false,
      },
    ]);
    expect({ total: waiting.total, applicantCount: waiting.applicantCount, overdueJobCount: waiting.overdueJobCount }).toEqual({ total: 2, applicantCount: 5, overdueJobCount: 1 });
  });

  it("lists submitted tech tests with no decision since, the oldest submission first", async () => {
    const { techTests } = await attention("owner");
    expect(techTests.total).toBe(2);
    expect(techTests.docs).toEqual([
      {
        applicationId: home.applications.b6,
        applicantName: "b6",
        jobId: home.jobs.beta.id,
        role: "Beta Backend",
        stepId: home.caseStudyKey,
        stepName: "Case Study",
        submittedAt: new Date(now.getTime() - 2 * DAY).toISOString(),
        waitMs: 2 * DAY,
      },
      {
        applicationId: home.applications.b2,
        applicantName: "b2",
        jobId: home.jobs.beta.id,
        role: "Beta Backend",
        stepId: home.caseStudyKey,
        stepName: "Case Study",
        submittedAt: new Date(now.getTime() - 6 * HOUR).toISOString(),
        waitMs: 6 * HOUR,
      },
    ]);
  });

  it("summarises every open job's steps in the job's order, newest job first, drafts and closed jobs left out", async () => {
    const { pipelines } = await attention("owner");
    expect(pipelines.total).toBe(3);
    const summary = pipelines.docs.map((job) => [job.role, job.applicantCount, job.steps.map((step) => `${step.name}:${step.applicantCount}`)]);
    expect(summary).toEqual([
      ["Epsilon Empty", 0, ["CV Screening:0", "CV Shortlisted:0", "Rejected:0"]],
      ["Beta Backend", 7, ["CV Screening:2", "CV Shortlisted:0", "Rejected:1", "Case Study:4"]],
      ["Alpha Analyst", 6, ["CV Screening:5", "CV Shortlisted:1", "Rejected:0"]],
    ]);
    expect(pipelines.docs[1]!.steps.map((step) => step.id)).toEqual(["notProcessed", "accepted", "rejected", home.caseStudyKey]);
    expect(pipelines.docs[0]!.publishedAt).toBe(new Date(now.getTime() - DAY).toISOString());
  });

  it("holds each list to the limit and still gives the totals", async () => {
    const answer = await attention("owner", 1);
    expect(answer.waiting.docs.map((job) => job.role)).toEqual(["Alpha Analyst"]);
    expect([answer.waiting.total, answer.waiting.applicantCount, answer.waiting.overdueJobCount]).toEqual([2, 5, 1]);
    expect(answer.techTests.docs.map((test) => test.applicantName)).toEqual(["b6"]);
    expect(answer.techTests.total).toBe(2);
    expect(answer.pipelines.docs.map((job) => job.role)).toEqual(["Epsilon Empty"]);
    expect(answer.pipelines.total).toBe(3);
  });

  it("limits a member to the jobs their access reaches, and answers nothing without any", async () => {
    const member = { companyId: home.companyId, memberId: home.member.memberId };
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [home.jobs.beta.id] }], member);
    const beta = await attention("member");
    expect(beta.waiting.docs.map((job) => job.role)).toEqual(["Beta Backend"]);
    expect([beta.waiting.total, beta.waiting.applicantCount, beta.waiting.overdueJobCount]).toEqual([1, 2, 0]);
    expect(beta.techTests.total).toBe(2);
    expect(beta.pipelines.docs.map((job) => job.role)).toEqual(["Beta Backend"]);

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage", jobIds: [home.jobs.alpha.id] }], member);
    const alpha = await attention("member");
    expect(alpha.waiting.docs.map((job) => job.role)).toEqual(["Alpha Analyst"]);
    expect(alpha.techTests).toEqual({ docs: [], total: 0 });
    expect(alpha.pipelines.docs.map((job) => job.role)).toEqual(["Alpha Analyst"]);

    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "denied" }], member);
    const none = await attention("member");
    expect([none.waiting.total, none.techTests.total, none.pipelines.total]).toEqual([0, 0, 0]);
  });

  it("asks the database a constant number of times, however many jobs and applicants there are", async () => {
    const member = { companyId: home.companyId, memberId: home.member.memberId };
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [home.jobs.alpha.id, home.jobs.beta.id] }], member);
    const before = { owner: await countQueries(ctx.database.db, () => attention("owner")), member: await countQueries(ctx.database.db, () => attention("member")) };
    expect(before).toEqual({ owner: 4, member: 5 });
    for (let index = 0; index < 4; index += 1) {
      const job = await insertJob(ctx.database.db, { companyId: home.companyId, role: `More ${index}` });
      await addApplicant(ctx.database.db, job, { name: `More ${index}`, email: `more-${index}-${job.id.slice(0, 6)}@mail.test` }, { source: "applicant", appliedAt: new Date(now.getTime() - 4 * DAY) });
    }
    expect(await countQueries(ctx.database.db, () => attention("owner"))).toBe(before.owner);
    expect(await countQueries(ctx.database.db, () => attention("member"))).toBe(before.member);
    expect((await attention("owner")).waiting.total).toBe(6);
  });
});
