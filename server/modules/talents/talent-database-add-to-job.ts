import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { queueApplicationAnalysis } from "@/server/modules/ai-analyzer/ai-analyzer-service";
import { addApplicant } from "@/server/modules/applications/applications-service";
import { findCompanyJob } from "@/server/modules/jobs/jobs-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { findTalentIdsInJob, lockDatabaseTalentsForJob } from "./talent-database-queries";
import { jobClosedToCandidates, talentsNotInDatabase } from "./talents-errors";

export type AddTalentsToJobResult = { added: number; alreadyInJob: number };

/**
 * POST /v1/job-portal/talent-database/add-to-job: talents of the company's database become
 * applicants of one of its jobs, in its first step (CV Screening), with source "recommendation".
 * Each goes through addApplicant, the one path an application is stored by (its timeline record,
 * its one-application-per-person rule). Talents already in the job are left as they were. One
 * transaction: either every talent is added or none is.
 */
export async function addTalentsToJob(db: Database, session: CompanySessionContext, input: { jobId: string; talentIds: string[] }): Promise<AddTalentsToJobResult> {
  // Another company's job is a 404 before any permission is looked at, so it reveals nothing.
  const job = await findCompanyJob(db, session.companyId, input.jobId);
  // An act on the Talent Database (manage on talentDb) that changes the job's pipeline (manage on that job).
  await assertCan(db, session, "talentDb", "manage");
  await assertCan(db, session, "jobPost", "manage", { jobId: job.id });
  if (job.status === "closed") throw jobClosedToCandidates();
  const talentIds = [...new Set(input.talentIds)];

  return db.transaction(async (tx) => {
    const people = await lockDatabaseTalentsForJob(tx, session.companyId, talentIds);
    const found = new Set(people.map((person) => person.id));
    const missing = talentIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw talentsNotInDatabase(missing.length);

    const alreadyIn = new Set(await findTalentIdsInJob(tx, job.id, talentIds));

    const created: string[] = [];
    // In the order the recruiter chose them, so the pipeline's "applied" order matches it.
    const order = new Map(talentIds.map((id, index) => [id, index]));
    people.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    for (const person of people) {
      if (alreadyIn.has(person.id)) continue;
      const outcome = await addApplicant(
        tx,
        { id: job.id, companyId: session.companyId },
        { name: person.name, email: person.email, phone: person.phone, experienceLevel: person.experienceLevel, portfolioUrl: person.portfolioUrl, cvStorageKey: person.cvStorageKey, cvFileName: person.cvStorageKey ? `${person.name} CV.pdf` : null },
        { source: "recommendation", talentId: person.id, actorUserId: session.userId },
      );
      // A duplicate here is the same person under this email in the job already (or a concurrent add).
      if (outcome.outcome === "created") created.push(outcome.applicationId);
      else alreadyIn.add(person.id);
    }
    // As for applications from the careers page and imports: the AI analyzer scores them (only while its flag is on).
    await queueApplicationAnalysis(tx, { companyId: session.companyId, jobId: job.id, applicationIds: created });
    return { added: created.length, alreadyInJob: alreadyIn.size };
  });
}
