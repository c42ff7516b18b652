import { candidatePreferenceSchema } from "../../modules/jobs/jobs-schemas";
import type { Executor } from "../client";
import { jobs, recruitmentSteps } from "../schema/jobs";
import { memberPermissions } from "../schema/member-permissions";
import { demoIds } from "./demo-ids";
import { DEMO_JOBS, demoJobIds, type SeedJob } from "./seed-job-content";
import { seedDemoApplications } from "./seed-pipeline";
import { seedStepId, seedUuid } from "./seed-uuid";

export { seedStepId, seedUuid } from "./seed-uuid";

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

function jobRow(job: SeedJob, now: Date) {
  const created = daysBefore(now, job.daysAgo);
  const everPublished = job.status !== "draft";
  return {
    id: job.id,
    companyId: job.companyId,
    createdByUserId: job.createdBy,
    status: job.status,
    slug: job.slug,
    role: job.role,
    location: job.location,
    workplaceType: job.workplaceType,
    employmentTypes: job.employmentTypes,
    salaryType: "paid" as const,
    startRange: job.salary?.start ?? null,
    endRange: job.salary?.end ?? null,
    showSalaryToApplicants: job.salary?.shown ?? false,
    applicationPlatform: job.external ? ("external" as const) : ("internal" as const),
    externalPlatformUrl: job.external ?? null,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    perks: job.perks ?? [],
    skills: job.skills,
    preScreeningQuestions: job.questions,
    candidatePreference: candidatePreferenceSchema.parse(undefined),
    wizardStep: job.wizardStep ?? "hiringSteps",
    paidAds: everPublished ? ("no" as const) : null,
    publishedAt: everPublished ? created : null,
    closedAt: job.status === "closed" ? daysBefore(now, Math.max(0, job.daysAgo - 30)) : null,
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Demo jobs in every state (published with custom and tech-test steps, published with the salary
 * hidden, an internship, a draft left mid-wizard, a closed job, an external job, and one of Other
 * Company), their applicants over every step and status with timelines and tech tests
 * (seed-pipeline.ts), and the demo member's access to two of them. Times are relative to `now`.
 */
export async function seedJobs(db: Executor, now: Date): Promise<void> {
  await insertSeedJobs(db, DEMO_JOBS, now);
  await seedDemoApplications(db, now);

  // Budi edits the job he created (with its salary) and follows the backend hiring as a viewer.
  const member = { companyId: demoIds.demoCompany, memberId: demoIds.demoMemberMembership, createdAt: now, updatedAt: now };
  await db
    .insert(memberPermissions)
    .values([
      { id: seedUuid("grant:member:jobPost.manage"), resource: "jobPost", action: "manage", allowedCriteria: { jobIds: [demoJobIds.productDesigner] }, ...member },
      { id: seedUuid("grant:member:jobPost.view"), resource: "jobPost", action: "view", allowedCriteria: { jobIds: [demoJobIds.backendEngineer] }, ...member },
      { id: seedUuid("grant:member:jobPostSalary.view"), resource: "jobPostSalary", action: "view", allowedCriteria: { jobIds: [demoJobIds.productDesigner] }, ...member },
    ])
    .onConflictDoNothing();
}

/** Job rows and their recruitment steps (step ids from seedStepId), left alone when present. */
export async function insertSeedJobs(db: Executor, seedJobs: SeedJob[], now: Date): Promise<void> {
  await db.insert(jobs).values(seedJobs.map((job) => jobRow(job, now))).onConflictDoNothing();
  await db
    .insert(recruitmentSteps)
    .values(
      seedJobs.flatMap((job) =>
        job.steps.map((step, position) => ({
          id: seedStepId(job.id, step.key),
          jobId: job.id,
          stepKey: step.key,
          type: step.type,
          name: step.name,
          position,
          action: step.action ?? "none",
          techTest: step.techTest ?? null,
        })),
      ),
    )
    .onConflictDoNothing();
}
