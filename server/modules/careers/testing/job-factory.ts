import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { candidatePreferenceSchema, defaultRecruitmentSteps } from "@/server/modules/jobs/jobs-schemas";

export type JobOverrides = Partial<typeof jobs.$inferInsert>;

/**
 * Inserts a job straight into the database (tests only), with the three fixed recruitment steps
 * of defaultRecruitmentSteps() and optionally extra steps. Published and immediate unless told.
 */
export async function insertJob(
  db: Executor,
  overrides: JobOverrides = {},
  options: { extraSteps?: { type: "custom" | "techTest" | "approached"; name: string }[] } = {},
): Promise<typeof jobs.$inferSelect & { stepIds: Record<string, string> }> {
  const role = overrides.role ?? "Backend Engineer";
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: demoIds.demoCompany,
      status: "published",
      publishedAt: new Date(),
      role,
      slug: `${role.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`,
      candidatePreference: candidatePreferenceSchema.parse(undefined),
      ...overrides,
    })
    .returning();
  const steps = [
    ...defaultRecruitmentSteps().map((step) => ({ stepKey: step.id!, type: step.type, name: step.name })),
    ...(options.extraSteps ?? []).map((step) => ({ stepKey: `${step.type}-${randomUUID()}`, type: step.type, name: step.name })),
  ];
  const rows = await db
    .insert(recruitmentSteps)
    .values(steps.map((step, position) => ({ jobId: job!.id, stepKey: step.stepKey, type: step.type, name: step.name, position })))
    .returning({ id: recruitmentSteps.id, stepKey: recruitmentSteps.stepKey });
  return { ...job!, stepIds: Object.fromEntries(rows.map((row) => [row.stepKey, row.id])) };
}
