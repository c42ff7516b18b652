import type { Database } from "@/server/db/client";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { candidatePreferenceSchema } from "@/server/modules/jobs/jobs-schemas";

/** Test data for the notification tests: a job with its fixed steps, and applicants in CV Screening. */
export async function createJobWithSteps(
  db: Database,
  input: { companyId: string; role: string; status?: "draft" | "published" | "closed" },
): Promise<{ jobId: string; screeningStepId: string; shortlistStepId: string }> {
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: input.companyId,
      role: input.role,
      slug: `${input.role.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${crypto.randomUUID().slice(0, 6)}`,
      status: input.status ?? "published",
      candidatePreference: candidatePreferenceSchema.parse(undefined),
    })
    .returning({ id: jobs.id });
  const steps = await db
    .insert(recruitmentSteps)
    .values([
      { jobId: job!.id, stepKey: "notProcessed", type: "notProcessed" as const, name: "CV Screening", position: 0 },
      { jobId: job!.id, stepKey: "accepted", type: "accepted" as const, name: "CV Shortlisted", position: 1 },
      { jobId: job!.id, stepKey: "rejected", type: "rejected" as const, name: "Rejected", position: 2 },
    ])
    .returning({ id: recruitmentSteps.id, type: recruitmentSteps.type });
  return {
    jobId: job!.id,
    screeningStepId: steps.find((step) => step.type === "notProcessed")!.id,
    shortlistStepId: steps.find((step) => step.type === "accepted")!.id,
  };
}

export async function applyTo(db: Database, job: { id: string; companyId: string }, name: string, appliedAt: Date): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}.${crypto.randomUUID().slice(0, 6)}@mail.test`;
  const result = await addApplicant(db, job, { name, email }, { source: "applicant", appliedAt });
  if (result.outcome !== "created") throw new Error("expected a new application");
  return result.applicationId;
}
