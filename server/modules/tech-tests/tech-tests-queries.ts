import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companies } from "@/server/db/schema/companies";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationEvents, techTests } from "@/server/db/schema/pipeline";
import { users } from "@/server/db/schema/users";
import { STEP_ENTRY_STATUS } from "@/server/modules/jobs/jobs-contract";

/**
 * The applicants a sending concerns, locked until the transaction ends (two sendings of the same
 * applicant wait for each other), with their current step and whether this request already sent
 * them a test or a test is still waiting for them. One query.
 */
export function lockApplicationsForSending(db: Executor, params: { companyId: string; jobId: string; applicationIds: string[]; requestId: string }) {
  return db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      status: jobApplications.status,
      recruitmentStepId: jobApplications.recruitmentStepId,
      stepKey: recruitmentSteps.stepKey,
      stepName: recruitmentSteps.name,
      sentByThisRequest: sql<boolean>`exists (
        select 1 from ${applicationEvents}
        where ${applicationEvents.applicationId} = ${jobApplications.id}
          and ${applicationEvents.type} = 'techTestSent'
          and ${applicationEvents.requestId} = ${params.requestId})`,
      hasOpenTest: sql<boolean>`exists (
        select 1 from ${techTests}
        where ${techTests.applicationId} = ${jobApplications.id}
          and ${techTests.status} in ('waitConfirm', 'waitSubmit'))`,
    })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(
      and(
        eq(jobApplications.companyId, params.companyId),
        eq(jobApplications.jobId, params.jobId),
        inArray(jobApplications.id, params.applicationIds),
      ),
    )
    .for("update", { of: jobApplications });
}

/** What the invitation's placeholders need: job title, company name, the sender's name, published jobs. */
export async function sendingFacts(db: Executor, params: { companyId: string; jobId: string; userId: string }) {
  const [row] = await db
    .select({
      jobTitle: jobs.role,
      companyName: companies.name,
      senderName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${params.userId})`,
      publishedJobs: sql<number>`(select count(*)::int from ${jobs} j where j.company_id = ${params.companyId} and j.status = 'published')`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, params.jobId), eq(jobs.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}

/** A job's techTest steps in board order (to resolve a composed step id, or take the first). */
export function techTestStepsOf(db: Executor, jobId: string) {
  return db
    .select({ rowId: recruitmentSteps.id, stepKey: recruitmentSteps.stepKey, name: recruitmentSteps.name, techTest: recruitmentSteps.techTest })
    .from(recruitmentSteps)
    .where(and(eq(recruitmentSteps.jobId, jobId), eq(recruitmentSteps.type, "techTest")))
    .orderBy(recruitmentSteps.position);
}

/** An application of a company's job (tenant check for the applicant's endpoints). */
export async function findJobApplication(db: Executor, params: { companyId: string; jobId: string; applicationId: string }) {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, params.applicationId), eq(jobApplications.jobId, params.jobId), eq(jobApplications.companyId, params.companyId)))
    .limit(1);
  return row ?? null;
}

/** An applicant's tests, newest first, with the step's name. */
export function testsOfApplication(db: Executor, params: { companyId: string; jobId: string; applicationId: string }) {
  return db
    .select({ test: techTests, stepName: recruitmentSteps.name })
    .from(techTests)
    .leftJoin(recruitmentSteps, eq(recruitmentSteps.id, techTests.recruitmentStepId))
    .where(and(eq(techTests.applicationId, params.applicationId), eq(techTests.jobId, params.jobId), eq(techTests.companyId, params.companyId)))
    .orderBy(desc(techTests.sentAt), desc(techTests.id));
}

/** One test of an applicant of a company's job, optionally locked for a change. */
export async function findApplicantTest(
  db: Executor,
  params: { companyId: string; jobId: string; applicationId: string; techTestId: string },
  lock = false,
) {
  const query = db
    .select()
    .from(techTests)
    .where(
      and(
        eq(techTests.id, params.techTestId),
        eq(techTests.applicationId, params.applicationId),
        eq(techTests.jobId, params.jobId),
        eq(techTests.companyId, params.companyId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Who and what a test is about: the candidate, the job, the company and the step (emails, notifications). */
export async function findTestFacts(db: Executor, techTestId: string) {
  const [row] = await db
    .select({
      candidateName: jobApplications.name,
      candidateEmail: jobApplications.email,
      jobTitle: jobs.role,
      companyName: companies.name,
      stepKey: recruitmentSteps.stepKey,
      stepName: recruitmentSteps.name,
    })
    .from(techTests)
    .innerJoin(jobApplications, eq(jobApplications.id, techTests.applicationId))
    .innerJoin(jobs, eq(jobs.id, techTests.jobId))
    .innerJoin(companies, eq(companies.id, techTests.companyId))
    .leftJoin(recruitmentSteps, eq(recruitmentSteps.id, techTests.recruitmentStepId))
    .where(eq(techTests.id, techTestId))
    .limit(1);
  return row ?? null;
}

/** A test by its token's hash, with what the candidate page and the notifications name. */
export async function findTestByTokenHash(db: Executor, tokenHash: string, lock = false) {
  const query = db
    .select({
      test: techTests,
      candidateName: jobApplications.name,
      candidateEmail: jobApplications.email,
      jobTitle: jobs.role,
      companyName: companies.name,
      stepKey: recruitmentSteps.stepKey,
    })
    .from(techTests)
    .innerJoin(jobApplications, eq(jobApplications.id, techTests.applicationId))
    .innerJoin(jobs, eq(jobs.id, techTests.jobId))
    .innerJoin(companies, eq(companies.id, techTests.companyId))
    .leftJoin(recruitmentSteps, eq(recruitmentSteps.id, techTests.recruitmentStepId))
    .where(eq(techTests.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: techTests }) : await query;
  return row ?? null;
}

/**
 * Copies a test's state to its application (the pipeline filters and sorts on these columns), but
 * only when it is the application's latest test: an older one never overwrites a newer one.
 */
export async function mirrorLatestTest(db: Executor, test: { id: string; applicationId: string }) {
  await db.execute(sql`
    update ${jobApplications} a
    set tech_test_status = t.status,
        tech_test_deadline_at = case when t.status in ('waitConfirm', 'notConfirm') then t.confirm_by else t.submit_by end,
        tech_test_submitted_at = t.submitted_at
    from ${techTests} t
    where t.id = ${test.id}
      and a.id = ${test.applicationId}
      and not exists (
        select 1 from ${techTests} newer
        where newer.application_id = t.application_id
          and (newer.sent_at > t.sent_at or (newer.sent_at = t.sent_at and newer.id > t.id)))`);
}

/** The tests of a sending, in one statement; answers each one's id and application. */
export function insertTechTests(db: Executor, rows: (typeof techTests.$inferInsert)[]) {
  return db.insert(techTests).values(rows).returning({ id: techTests.id, applicationId: techTests.applicationId });
}

/**
 * The tech_test_* mirror of the company's applications, in one statement; with `enterStep` they
 * also move into that step and status, stamping when their status changed.
 */
export async function setApplicationsTechTestState(
  db: Executor,
  params: {
    companyId: string;
    applicationIds: string[];
    mirror: { techTestStatus: "waitConfirm"; techTestDeadlineAt: Date; techTestSubmittedAt: null; updatedAt: Date };
    enterStep?: { recruitmentStepId: string; status: (typeof STEP_ENTRY_STATUS)["techTest"]; statusChangedAt: Date };
  },
): Promise<void> {
  await db
    .update(jobApplications)
    .set({ ...params.mirror, ...params.enterStep })
    .where(and(inArray(jobApplications.id, params.applicationIds), eq(jobApplications.companyId, params.companyId)));
}

/** Changes a test; answers it as it now stands. */
export async function updateTechTest(db: Executor, techTestId: string, values: Partial<typeof techTests.$inferInsert>) {
  const [updated] = await db.update(techTests).set(values).where(eq(techTests.id, techTestId)).returning();
  return updated;
}

/**
 * A submitted test's applicant enters techTestSubmitted, only while still waiting in the test's
 * step as techTestSent (a recruiter's later decision stands). Answers whether they moved.
 */
export async function moveSubmittedApplicant(db: Executor, params: { applicationId: string; recruitmentStepId: string; now: Date }): Promise<boolean> {
  const moved = await db
    .update(jobApplications)
    .set({ status: "techTestSubmitted", statusChangedAt: params.now, updatedAt: params.now })
    .where(
      and(
        eq(jobApplications.id, params.applicationId),
        eq(jobApplications.recruitmentStepId, params.recruitmentStepId),
        eq(jobApplications.status, STEP_ENTRY_STATUS.techTest),
      ),
    )
    .returning({ id: jobApplications.id });
  return moved.length > 0;
}
