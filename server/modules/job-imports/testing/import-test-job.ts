import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { candidatePreferenceSchema, defaultRecruitmentSteps } from "@/server/modules/jobs/job-schemas";

/**
 * A published job with the three fixed steps (CV Screening, CV Shortlisted, Rejected), written
 * straight to the tables so import tests do not depend on the job posts API.
 */
export async function insertTestJob(db: Executor, companyId: string, options: { id?: string; role?: string } = {}): Promise<{ id: string; companyId: string }> {
  const id = options.id ?? randomUUID();
  const role = options.role ?? "Data Analyst";
  await db.insert(jobs).values({
    id,
    companyId,
    status: "published",
    slug: `import-test-${id.slice(0, 8)}`,
    role,
    candidatePreference: candidatePreferenceSchema.parse({}),
    publishedAt: new Date(),
  });
  await db.insert(recruitmentSteps).values(
    defaultRecruitmentSteps().map((step, position) => ({ jobId: id, stepKey: step.id, type: step.type, name: step.name, position, action: step.action })),
  );
  return { id, companyId };
}
