import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { importBatches } from "@/server/db/schema/job-imports";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { composeStepId } from "@/server/modules/jobs/jobs-contract";
import { candidatePreferenceSchema, defaultRecruitmentSteps } from "@/server/modules/jobs/jobs-schemas";

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
    defaultRecruitmentSteps().map((step, position) => ({ jobId: id, stepKey: step.id ?? composeStepId(step.type), type: step.type, name: step.name, position, action: step.action })),
  );
  return { id, companyId };
}

/** A fixed id for a finished import batch of Demo Company (the tenant isolation suite aims at it). */
export const DEMO_IMPORT_BATCH_ID = "0d3e0000-0000-4000-8000-00000000b001";

/** A finished import batch with one failed row, written straight to the table. */
export async function insertTestImportBatch(db: Executor, companyId: string, jobId: string, id: string = randomUUID()): Promise<string> {
  await db.insert(importBatches).values({
    id,
    companyId,
    jobId,
    fileName: "applicants.csv",
    fileStorageKey: `imports/${companyId}/${id}.csv`,
    fileSha256: "0".repeat(64),
    mapping: { name: "Full name", email: "Email" },
    status: "done",
    totalRows: 1,
    processedRows: 1,
    failedCount: 1,
    failures: [{ row: 2, reasons: ["Name is required"], values: { "Full name": "", Email: "someone@demo-company.test" } }],
    startedAt: new Date(),
    finishedAt: new Date(),
  });
  return id;
}
