import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationEvents, techTests } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";
import { hashToken } from "@/server/auth/secure-tokens";
import { APPLICATION_STATUSES, TECH_TEST_STATUSES } from "@/server/modules/jobs/jobs-contract";
import { fileStorage } from "@/server/storage/storage";
import { useTestApp } from "@/tests/api/test-app";
import { demoIds } from "./demo-ids";
import { STATUSES_BY_STEP_TYPE, demoTechTestToken } from "./seed-applicant-timeline";
import { seedDatabase } from "./seed-database";
import { DEMO_JOBS, demoJobIds } from "./seed-job-content";
import { demoApplications, seedDemoFiles } from "./seed-pipeline";
import { seedApplicationId } from "./seed-uuid";

const ctx = useTestApp();

const andi = seedApplicationId(demoJobIds.backendEngineer, "andi.pratama@example.com");
/** The template database was seeded at the start of the run; Andi applied one day before its "now". */
async function seedNow(): Promise<Date> {
  const [row] = await ctx.database.db.select({ appliedAt: jobApplications.appliedAt }).from(jobApplications).where(eq(jobApplications.id, andi));
  return new Date(row!.appliedAt.getTime() + 24 * 60 * 60 * 1000);
}

async function demoRows() {
  return ctx.database.db
    .select({ application: jobApplications, stepType: recruitmentSteps.type, stepKey: recruitmentSteps.stepKey })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(eq(jobApplications.companyId, demoIds.demoCompany));
}

describe("demo applicants", () => {
  it("fill every step of every Demo Company job that takes applications, and hold every application status", async () => {
    const rows = (await demoRows()).filter((row) => DEMO_JOBS.some((job) => job.id === row.application.jobId));
    for (const job of DEMO_JOBS.filter((entry) => entry.companyId === demoIds.demoCompany && entry.applicants.length > 0)) {
      const filled = new Set(rows.filter((row) => row.application.jobId === job.id).map((row) => row.stepKey));
      expect([...filled].sort(), job.role).toEqual(job.steps.map((step) => step.key).sort());
    }
    expect(new Set(rows.map((row) => row.application.status))).toEqual(new Set(APPLICATION_STATUSES));
    for (const row of rows) expect(STATUSES_BY_STEP_TYPE[row.stepType], `${row.application.name}: ${row.application.status} in ${row.stepKey}`).toContain(row.application.status);
    expect(new Set(rows.map((row) => row.application.source))).toEqual(new Set(["applicant", "import", "recommendation"]));
  });

  it("have the talent profile facts the filters and sorts use, consistent with their level", async () => {
    const rows = await ctx.database.db
      .select({ talent: talents, level: jobApplications.experienceLevel })
      .from(talents)
      .innerJoin(jobApplications, eq(jobApplications.talentId, talents.id))
      .where(eq(jobApplications.companyId, demoIds.demoCompany));
    const demo = rows.filter(({ talent }) => talent.email.endsWith("@example.com"));
    expect(demo.length).toBeGreaterThan(30);
    for (const { talent, level } of demo) {
      expect(talent.gender, talent.name).not.toBeNull();
      expect(talent.birthDate, talent.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(talent.schoolType && talent.rank && talent.expectedSalary && talent.gpa, talent.name).toBeTruthy();
      expect(talent.education.at(-1)?.school, talent.name).toBe(talent.university);
      // Workers (levels 5-8) list positions; students and fresh graduates at most an internship.
      if (level !== null && level >= 5) expect(talent.experiences.length, talent.name).toBeGreaterThan(0);
      else expect(talent.experiences.length, talent.name).toBeLessThanOrEqual(1);
      expect(new Set(talent.companyTypes)).toEqual(new Set(talent.experiences.map((entry) => entry.companyType)));
    }
    const all = demo.map(({ talent }) => talent);
    expect(new Set(all.map((talent) => talent.gender))).toEqual(new Set(["male", "female"]));
    expect(new Set(all.map((talent) => talent.schoolType))).toEqual(new Set(["local", "international", "topReputation"]));
    expect(all.some((talent) => talent.toeflScore === null) && all.some((talent) => talent.toeflScore !== null)).toBe(true);
    expect(all.some((talent) => talent.traits.length > 0)).toBe(true);
  });

  it("answer the job's questions in the way each question asks", async () => {
    const rows = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.companyId, demoIds.demoCompany));
    for (const job of DEMO_JOBS) {
      for (const row of rows.filter((entry) => entry.jobId === job.id)) {
        for (const question of job.questions.filter((entry) => entry.required)) {
          const answer = row.answers.find((entry) => entry.questionId === question.id);
          expect(answer, `${row.name}: ${question.question}`).toBeDefined();
          if (question.type === "numeric") expect(typeof answer!.value).toBe("number");
          if (question.type === "radio") expect(question.options).toContain(answer!.value);
        }
      }
    }
    const yoga = rows.find((row) => row.name === "Yoga Aditya")!;
    expect(yoga.status).toBe("rejectedBySystem");
    expect(yoga.answers.map((answer) => answer.value)).toContain("No");
  });

  it("send real PDF CVs stored as the careers page stores them, except the imported applicant", async () => {
    const rows = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.jobId, demoJobIds.backendEngineer));
    for (const row of rows) {
      expect(row.cvStorageKey, row.name).toMatch(new RegExp(`^cvs/${demoIds.demoCompany}/[0-9a-f-]{36}\\.pdf$`));
      expect(row.cvFileName).toBe(`${row.name} CV.pdf`);
    }
    const fajar = rows.find((row) => row.name === "Fajar Nugroho")!;
    const pdf = await fileStorage().get(fajar.cvStorageKey!);
    const { text } = await extractText(new Uint8Array(pdf!), { mergePages: true });
    expect(text).toContain("FAJAR NUGROHO");
    expect(text).toContain("Universitas Gadjah Mada");
    expect(text).toContain("EXPERIENCE");
    const [yusuf] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, "yusuf.maulana@example.com"));
    expect(yusuf).toMatchObject({ source: "import", cvStorageKey: null });
  });
});

describe("demo tech tests", () => {
  it("cover every state, each application's copy matching its latest test", async () => {
    const now = await seedNow();
    const tests = await ctx.database.db.select().from(techTests).where(eq(techTests.jobId, demoJobIds.backendEngineer)).orderBy(asc(techTests.sentAt));
    expect(new Set(tests.map((test) => test.status))).toEqual(new Set(TECH_TEST_STATUSES));
    for (const test of tests) {
      if (test.status === "waitConfirm") expect(test.confirmBy.getTime()).toBeGreaterThan(now.getTime());
      if (test.status === "notConfirm") expect(test.confirmBy.getTime()).toBeLessThanOrEqual(now.getTime());
      if (test.status === "waitSubmit") expect(test.submitBy!.getTime()).toBeGreaterThan(now.getTime());
      if (test.status === "notSubmit") expect(test.submitBy!.getTime()).toBeLessThanOrEqual(now.getTime());
      if (test.status === "submitted") {
        expect(test.submittedAt!.getTime()).toBeLessThanOrEqual(test.submitBy!.getTime());
        expect(test.submissionLink ?? test.submissionStorageKey).toBeTruthy();
      }
    }
    const applications = await ctx.database.db.select().from(jobApplications).where(inArray(jobApplications.id, tests.map((test) => test.applicationId)));
    for (const application of applications) {
      const latest = tests.filter((test) => test.applicationId === application.id).at(-1)!;
      const deadline = latest.status === "waitConfirm" || latest.status === "notConfirm" ? latest.confirmBy : latest.submitBy;
      expect({ status: application.techTestStatus, deadline: application.techTestDeadlineAt, submittedAt: application.techTestSubmittedAt }, application.name).toEqual({
        status: latest.status,
        deadline,
        submittedAt: latest.submittedAt,
      });
    }
  });

  it("keep submitted documents in the file storage, and a private link a demo can open", async () => {
    const [teguh] = await ctx.database.db.select().from(techTests).where(eq(techTests.applicationId, seedApplicationId(demoJobIds.backendEngineer, "teguh.santoso@example.com")));
    expect(teguh).toMatchObject({ status: "submitted", submissionFileName: "Teguh Santoso - case study.pdf" });
    expect(teguh!.submissionStorageKey).toMatch(new RegExp(`^tech-tests/${demoIds.demoCompany}/`));
    expect((await fileStorage().get(teguh!.submissionStorageKey!))?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(teguh!.tokenHash).toBe(hashToken(demoTechTestToken(teguh!.id)));
  });
});

describe("demo timelines", () => {
  it("start with the application and replay to each applicant's current step and status", async () => {
    const rows = await demoRows();
    const events = await ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.companyId, demoIds.demoCompany)).orderBy(asc(applicationEvents.createdAt));
    for (const { application, stepKey } of rows.filter((row) => row.application.email.endsWith("@example.com"))) {
      const own = events.filter((event) => event.applicationId === application.id);
      expect(own[0], application.name).toMatchObject({ type: application.source === "import" ? "imported" : "applied", createdAt: application.appliedAt });
      let status: string = "notProcessed";
      let step = "notProcessed";
      for (const event of own) {
        const data = event.data as { fromStatus?: string; toStatus?: string; fromStep?: { id: string }; toStep?: { id: string } };
        if (event.type === "statusChanged") {
          expect([data.fromStatus, data.fromStep?.id], `${application.name} at ${event.createdAt.toISOString()}`).toEqual([status, step]);
          [status, step] = [data.toStatus!, data.toStep!.id];
        }
        if (event.type === "techTestSubmitted" && data.toStatus) status = data.toStatus;
      }
      expect([status, step], application.name).toEqual([application.status, stepKey]);
    }
  });

  it("name the members who acted, within their job access, and hold rendered emails and notes", async () => {
    const events = await ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.companyId, demoIds.demoCompany));
    const byMember = events.filter((event) => event.actor === "member");
    expect(new Set(byMember.map((event) => event.actorUserId))).toEqual(new Set([demoIds.demoOwner, demoIds.demoMember]));
    // Budi manages only the Product Designer job.
    expect(new Set(byMember.filter((event) => event.actorUserId === demoIds.demoMember).map((event) => event.jobId))).toEqual(new Set([demoJobIds.productDesigner]));
    const types = new Set(events.map((event) => event.type));
    for (const type of ["applied", "imported", "statusChanged", "emailSent", "noteAdded", "techTestSent", "techTestConfirmed", "techTestSubmitted", "techTestExpired", "techTestDeadlineExtended", "techTestReminderSent"] as const) {
      expect(types, type).toContain(type);
    }
    const emails = events.filter((event) => event.type === "emailSent").map((event) => event.data as { templateKey: string; subject: string; body: string });
    expect(new Set(emails.map((email) => email.templateKey))).toEqual(new Set(["shortlist", "rejection", "moveToAnotherRole", "reconsideration"]));
    for (const email of emails) expect(`${email.subject}\n${email.body}`).not.toContain("{{");
    const now = await seedNow();
    expect(events.every((event) => event.createdAt.getTime() <= now.getTime())).toBe(true);
  });

  it("fall after each job was published", async () => {
    const rows = await executeRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from job_applications a join jobs j on j.id = a.job_id where a.applied_at < j.published_at or a.status_changed_at < a.applied_at`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe("seeding again", () => {
  it("writes no record and no file twice", async () => {
    const db = ctx.database.db;
    const count = async () =>
      (await executeRows<{ n: string }>(db, sql`select concat_ws(',', (select count(*) from job_applications), (select count(*) from talents), (select count(*) from tech_tests), (select count(*) from application_events)) as n`))[0]!.n;
    const before = await count();
    const keys = await db.select({ key: jobApplications.cvStorageKey }).from(jobApplications).where(eq(jobApplications.jobId, demoJobIds.productDesigner));
    await seedDatabase(db, "demo");
    expect(await count()).toBe(before);
    expect(await db.select({ key: jobApplications.cvStorageKey }).from(jobApplications).where(eq(jobApplications.jobId, demoJobIds.productDesigner))).toEqual(keys);
    expect(await seedDemoFiles(db, fileStorage(), await seedNow())).toBe(0);
  });

  it("stores a CV again when its file is gone", async () => {
    const db = ctx.database.db;
    const id = seedApplicationId(demoJobIds.marketingIntern, "lestari.wulandari@example.com");
    const [before] = await db.select({ key: jobApplications.cvStorageKey }).from(jobApplications).where(eq(jobApplications.id, id));
    await fileStorage().delete(before!.key!);
    expect(await seedDemoFiles(db, fileStorage(), await seedNow())).toBe(1);
    const [after] = await db.select({ key: jobApplications.cvStorageKey }).from(jobApplications).where(eq(jobApplications.id, id));
    expect(after!.key).not.toBe(before!.key);
    expect(await fileStorage().get(after!.key!)).not.toBeNull();
  });

  it("plays the same stories for the same now (the content is deterministic)", async () => {
    const now = await seedNow();
    const [first, second] = [demoApplications(now), demoApplications(now)];
    expect(second).toEqual(first);
    const [published] = await ctx.database.db.select({ at: jobs.publishedAt }).from(jobs).where(and(eq(jobs.id, demoJobIds.backendEngineer)));
    expect(published!.at!.getTime()).toBe(now.getTime() - 20 * 24 * 60 * 60 * 1000);
  });
});
