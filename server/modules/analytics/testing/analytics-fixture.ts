import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { executeRows, type Database } from "@/server/db/client";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { recordApplicationEvent } from "@/server/modules/pipeline/application-events";
import { applyDecision } from "@/server/modules/pipeline/decisions-service";
import { addNote } from "@/server/modules/pipeline/timeline-service";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";

/**
 * A small company whose figures are computed by hand in analytics.test.ts. Today is 2026-03-10 in
 * WIB (NOW is 12:00 WIB). Written with the product's own services at backdated times.
 *
 * Jobs: Backend Engineer (published 1 Feb; steps CV Screening 0, CV Shortlisted 1, Rejected 2,
 * Coding Test 3 techTest, Interview 4 custom), Product Designer (published 5 Mar; custom steps
 * Portfolio Review 3 and Final Interview 4), Data Analyst (published 10 Jan, closed 20 Feb, no
 * applicants), Draft Role (draft).
 *
 * Applicants (applied, source: what happened):
 * - a1 Backend 9 Mar 23:30 WIB, careers page: shortlisted by the owner 2 h later.
 * - a2 Backend 10 Mar 00:30 WIB, careers page: a member's note 8 h later.
 * - a3 Backend 5 Mar, import: rejected by the owner 24 h later.
 * - a4 Backend 20 Feb, Talent Search invitation: shortlisted 24 h later, Coding Test 48 h after
 *   that, Interview 48 h after that, rejected 24 h after that.
 * - a5 Backend 1 Feb (the period before Last 30 Days): shortlisted 2 h later.
 * - b1 Designer 6 Mar 08:00 WIB, careers page: a member's email 2 h later, moved to Portfolio
 *   Review 24 h after applying, offered (status) 48 h after applying.
 * - b2 Designer 7 Mar, careers page: untouched.
 */
export const NOW = new Date("2026-03-10T05:00:00Z");

export type AnalyticsFixture = {
  companyId: string;
  owner: CompanySessionContext & { email: string };
  member: CompanySessionContext & { email: string };
  jobs: { backend: string; designer: string; closed: string; draft: string };
  keys: { codingTest: string; interview: string; portfolio: string; finalInterview: string };
  applications: Record<"a1" | "a2" | "a3" | "a4" | "a5" | "b1" | "b2", string>;
};

const at = (iso: string) => new Date(iso);

export async function buildAnalyticsFixture(db: Database): Promise<AnalyticsFixture> {
  const tag = randomUUID().slice(0, 8);
  const [company] = await executeRows<{ id: string }>(
    db,
    sql`insert into companies (name, slug, email_domain, verification_status) values (${`Analytics Co ${tag}`}, ${`analytics-co-${tag}`}, ${`analytics-${tag}.test`}, 'verified') returning id`,
  );
  const companyId = company!.id;
  const session = async (role: "owner" | "member", name: string) => {
    const email = `${role}@analytics-${tag}.test`;
    const created = await createMember(db, { companyId, email, name, role });
    return { email, userId: created.userId, sessionId: randomUUID(), platform: "employer" as const, companyId, userCompanyId: created.memberId, role, companyActive: true } satisfies CompanySessionContext & { email: string };
  };
  const owner = await session("owner", "Olivia Owner");
  const member = await session("member", "Mario Member");
  await setMemberPermissions(db, [{ resource: "jobPost", action: "manage" }, { resource: "analyticsGeneral", action: "view" }], { companyId, memberId: member.userCompanyId });

  const backend = await insertJob(db, { companyId, role: "Backend Engineer", publishedAt: at("2026-02-01T03:00:00Z") }, { extraSteps: [{ type: "techTest", name: "Coding Test" }, { type: "custom", name: "Interview" }] });
  const designer = await insertJob(db, { companyId, role: "Product Designer", publishedAt: at("2026-03-05T03:00:00Z") }, { extraSteps: [{ type: "custom", name: "Portfolio Review" }, { type: "custom", name: "Final Interview" }] });
  const closed = await insertJob(db, { companyId, role: "Data Analyst", status: "closed", publishedAt: at("2026-01-10T03:00:00Z"), closedAt: at("2026-02-20T03:00:00Z") });
  const draft = await insertJob(db, { companyId, role: "Draft Role", status: "draft", publishedAt: null });
  const keyOf = (job: typeof backend, index: number) => Object.keys(job.stepIds)[index]!;
  const keys = { codingTest: keyOf(backend, 3), interview: keyOf(backend, 4), portfolio: keyOf(designer, 3), finalInterview: keyOf(designer, 4) };

  const apply = async (job: typeof backend, name: string, appliedAt: string, source: "applicant" | "import" | "recommendation" = "applicant") => {
    const added = await addApplicant(db, job, { name, email: `${name.toLowerCase()}-${tag}@example.test` }, { source, appliedAt: at(appliedAt) });
    return added.applicationId;
  };
  const applications = {
    a1: await apply(backend, "A1", "2026-03-09T16:30:00Z"),
    a2: await apply(backend, "A2", "2026-03-09T17:30:00Z"),
    a3: await apply(backend, "A3", "2026-03-05T02:00:00Z", "import"),
    a4: await apply(backend, "A4", "2026-02-20T03:00:00Z", "recommendation"),
    a5: await apply(backend, "A5", "2026-02-01T03:00:00Z"),
    b1: await apply(designer, "B1", "2026-03-06T01:00:00Z"),
    b2: await apply(designer, "B2", "2026-03-07T01:00:00Z"),
  };

  const decide = (who: CompanySessionContext, jobId: string, id: string, decision: "accepted" | "rejected" | "moveToStep", when: string, recruitmentStepId?: string) =>
    applyDecision(db, who, jobId, { requestId: randomUUID(), applicationIds: [id], decision, ...(recruitmentStepId ? { recruitmentStepId } : {}) }, at(when));

  await decide(owner, backend.id, applications.a1, "accepted", "2026-03-09T18:30:00Z");
  await addNote(db, member, { jobId: backend.id, applicationId: applications.a2 }, { body: "Strong CV" }, at("2026-03-10T01:30:00Z"));
  await decide(owner, backend.id, applications.a3, "rejected", "2026-03-06T02:00:00Z");
  await decide(owner, backend.id, applications.a4, "accepted", "2026-02-21T03:00:00Z");
  await decide(owner, backend.id, applications.a4, "moveToStep", "2026-02-23T03:00:00Z", keys.codingTest);
  await decide(owner, backend.id, applications.a4, "moveToStep", "2026-02-25T03:00:00Z", keys.interview);
  await decide(owner, backend.id, applications.a4, "rejected", "2026-02-26T03:00:00Z");
  await decide(owner, backend.id, applications.a5, "accepted", "2026-02-01T05:00:00Z");
  await recordApplicationEvent(db, {
    companyId,
    jobId: designer.id,
    applicationId: applications.b1,
    type: "emailSent",
    actor: "member",
    actorUserId: member.userId,
    data: { subject: "Hello" },
    at: at("2026-03-06T03:00:00Z"),
  });
  await decide(owner, designer.id, applications.b1, "moveToStep", "2026-03-07T01:00:00Z", keys.portfolio);
  // No decision offers: the status is set as an integration would, at its own time.
  await db.execute(sql`update job_applications set status = 'offered', status_changed_at = '2026-03-08T01:00:00Z' where id = ${applications.b1}`);

  return { companyId, owner, member, jobs: { backend: backend.id, designer: designer.id, closed: closed.id, draft: draft.id }, keys, applications };
}
