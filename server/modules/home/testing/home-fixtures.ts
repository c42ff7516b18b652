import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companies } from "@/server/db/schema/companies";
import type { ApplicationStatus, TechTestStatus } from "@/server/modules/jobs/jobs-contract";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { createMember } from "@/tests/api/team-helpers";

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/**
 * Home's hand-computed data set (tests only), in a company of its own so the demo seed's history
 * never changes the figures. `now` is the clock every date is set against.
 *
 * - Alpha Analyst (published 10 days ago): in CV Screening a1 Pending 5 days, a2 Pending
 *   (curatedInProgress) 3 days and a minute, a3 Pending 1 day, a4 In Review 10 days, a5 On Hold
 *   8 days; a6 shortlisted 20 days ago. Waiting 3, overdue 2, oldest 5 days.
 * - Beta Backend (published 2 days ago, a Case Study step): b1 Pending 2 days, b7 Pending exactly
 *   3 days (not past the reminder, which needs more than 3). In Case Study: b2 submitted 6 hours ago,
 *   b6 submitted 2 days ago (both unreviewed), b3 submitted 30 hours ago then put On Hold an hour
 *   ago, b4 still working (waitSubmit); b5 rejected after submitting. Waiting 2, overdue 0.
 * - Epsilon Empty (published a day ago): no applicants.
 * - Gamma Draft (draft) and Delta Closed (closed): a Pending applicant of 9 days each, never counted.
 */
export async function seedHomeCompany(db: Database, now: Date) {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const tag = randomUUID().slice(0, 6);
  const [company] = await db
    .insert(companies)
    .values({ name: `Home Test ${tag}`, slug: `home-test-${tag}`, emailDomain: `home-${tag}.test` })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const owner = await createMember(db, { companyId, email: `owner@home-${tag}.test`, role: "owner" });
  const member = await createMember(db, { companyId, email: `member@home-${tag}.test` });

  const job = (role: string, status: "published" | "draft" | "closed", publishedAgo: number | null, caseStudy = false) =>
    insertJob(db, { companyId, role, status, publishedAt: publishedAgo === null ? null : at(publishedAgo) }, caseStudy ? { extraSteps: [{ type: "techTest", name: "Case Study" }] } : {});
  const alpha = await job("Alpha Analyst", "published", 10 * DAY);
  const beta = await job("Beta Backend", "published", 2 * DAY, true);
  const epsilon = await job("Epsilon Empty", "published", DAY);
  const draft = await job("Gamma Draft", "draft", null);
  const closed = await job("Delta Closed", "closed", 20 * DAY);
  const caseStudyKey = Object.keys(beta.stepIds).find((key) => key.startsWith("techTest-"))!;

  const apply = async (target: { id: string; companyId: string }, name: string, appliedAgo: number, change: Partial<typeof jobApplications.$inferInsert> = {}) => {
    const email = `${name}.${tag}@mail.test`;
    const added = await addApplicant(db, target, { name, email }, { source: "applicant", appliedAt: at(appliedAgo) });
    const values = { statusChangedAt: at(appliedAgo), ...change };
    await db.update(jobApplications).set(values).where(eq(jobApplications.id, added.applicationId));
    return added.applicationId;
  };
  const inStep = (stepId: string, status: ApplicationStatus, changedAgo: number) => ({ recruitmentStepId: stepId, status, statusChangedAt: at(changedAgo) });
  const test = (status: TechTestStatus, submittedAgo: number | null) => ({
    techTestStatus: status,
    techTestSubmittedAt: submittedAgo === null ? null : at(submittedAgo),
    techTestDeadlineAt: at(-DAY),
  });

  await apply(alpha, "a1", 5 * DAY);
  await apply(alpha, "a2", 3 * DAY + 60_000, { status: "curatedInProgress" });
  await apply(alpha, "a3", DAY);
  await apply(alpha, "a4", 10 * DAY, { status: "review", statusChangedAt: at(9 * DAY) });
  await apply(alpha, "a5", 8 * DAY, { status: "approached", statusChangedAt: at(7 * DAY) });
  await apply(alpha, "a6", 20 * DAY, inStep(alpha.stepIds.accepted!, "accepted", 19 * DAY));

  const caseStudy = beta.stepIds[caseStudyKey]!;
  await apply(beta, "b1", 2 * DAY);
  await apply(beta, "b7", 3 * DAY);
  const b2 = await apply(beta, "b2", 4 * DAY, { ...inStep(caseStudy, "techTestSubmitted", 6 * HOUR), ...test("submitted", 6 * HOUR) });
  const b6 = await apply(beta, "b6", 5 * DAY, { ...inStep(caseStudy, "techTestSubmitted", 2 * DAY), ...test("submitted", 2 * DAY) });
  await apply(beta, "b3", 5 * DAY, { ...inStep(caseStudy, "approached", HOUR), ...test("submitted", 30 * HOUR) });
  await apply(beta, "b4", 4 * DAY, { ...inStep(caseStudy, "techTestSent", 3 * DAY), ...test("waitSubmit", null) });
  await apply(beta, "b5", 6 * DAY, { ...inStep(beta.stepIds.rejected!, "rejected", 2 * HOUR), ...test("submitted", 20 * HOUR) });

  await apply(draft, "c1", 9 * DAY);
  await apply(closed, "d1", 9 * DAY);

  return { companyId, owner, member, jobs: { alpha, beta, epsilon, draft, closed }, caseStudyKey, applications: { b2, b6 } };
}
export type HomeCompany = Awaited<ReturnType<typeof seedHomeCompany>>;
