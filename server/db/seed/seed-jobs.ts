import { createHash } from "node:crypto";
import { STEP_ENTRY_STATUS } from "../../modules/jobs/job-contract";
import { candidatePreferenceSchema } from "../../modules/jobs/job-schemas";
import type { Executor } from "../client";
import { jobApplications } from "../schema/applications";
import { jobs, recruitmentSteps } from "../schema/jobs";
import { memberPermissions } from "../schema/member-permissions";
import { talents } from "../schema/talents";
import { demoIds } from "./demo-ids";
import { DEMO_JOBS, demoJobIds, type SeedJob } from "./seed-job-content";

/** The seed's "now": fixed, so every run writes the same rows. */
const SEED_NOW = new Date("2026-11-01T03:00:00.000Z");
const daysBefore = (days: number) => new Date(SEED_NOW.getTime() - days * 24 * 60 * 60 * 1000);

/** A stable uuid for a seeded row named by `name` (records without an id of their own in the content). */
export function seedUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedStepId = (jobId: string, stepKey: string) => seedUuid(`step:${jobId}:${stepKey}`);

function jobRow(job: SeedJob) {
  const created = daysBefore(job.daysAgo);
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
    closedAt: job.status === "closed" ? daysBefore(Math.max(0, job.daysAgo - 30)) : null,
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Demo jobs in every state (published with custom and tech-test steps, published with the salary
 * hidden, an internship, a draft left mid-wizard, a closed job, an external job, and one of Other
 * Company), their applicants spread over the steps, and the demo member's access to two of them.
 */
export async function seedJobs(db: Executor): Promise<void> {
  await db.insert(jobs).values(DEMO_JOBS.map(jobRow)).onConflictDoNothing();
  await db
    .insert(recruitmentSteps)
    .values(
      DEMO_JOBS.flatMap((job) =>
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

  const applicants = DEMO_JOBS.flatMap((job) => job.applicants.map((applicant) => ({ job, applicant })));
  await db
    .insert(talents)
    .values(
      applicants.map(({ applicant }) => ({
        id: seedUuid(`talent:${applicant.email}`),
        email: applicant.email,
        name: applicant.name,
        phone: applicant.phone,
        experienceLevel: applicant.experienceLevel,
        university: applicant.university,
        major: applicant.major,
        source: "seed" as const,
        createdAt: daysBefore(applicant.daysAgo),
        updatedAt: daysBefore(applicant.daysAgo),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(jobApplications)
    .values(
      applicants.map(({ job, applicant }) => {
        const step = job.steps.find((entry) => entry.key === applicant.step)!;
        const appliedAt = daysBefore(applicant.daysAgo);
        return {
          id: seedUuid(`application:${job.id}:${applicant.email}`),
          companyId: job.companyId,
          jobId: job.id,
          talentId: seedUuid(`talent:${applicant.email}`),
          recruitmentStepId: seedStepId(job.id, step.key),
          status: STEP_ENTRY_STATUS[step.type],
          source: "applicant" as const,
          name: applicant.name,
          email: applicant.email,
          phone: applicant.phone,
          experienceLevel: applicant.experienceLevel,
          answers: job.questions
            .filter((question) => question.required)
            .map((question) => ({ questionId: question.id, value: question.type === "numeric" ? applicant.experienceLevel : question.options[0] ?? "Yes" })),
          appliedAt,
          createdAt: appliedAt,
          updatedAt: appliedAt,
        };
      }),
    )
    .onConflictDoNothing();

  // Budi edits the job he created (with its salary) and follows the backend hiring as a viewer.
  const member = { companyId: demoIds.demoCompany, memberId: demoIds.demoMemberMembership, createdAt: SEED_NOW, updatedAt: SEED_NOW };
  await db
    .insert(memberPermissions)
    .values([
      { id: seedUuid("grant:member:jobPost.manage"), resource: "jobPost", action: "manage", allowedCriteria: { jobIds: [demoJobIds.productDesigner] }, ...member },
      { id: seedUuid("grant:member:jobPost.view"), resource: "jobPost", action: "view", allowedCriteria: { jobIds: [demoJobIds.backendEngineer] }, ...member },
      { id: seedUuid("grant:member:jobPostSalary.view"), resource: "jobPostSalary", action: "view", allowedCriteria: { jobIds: [demoJobIds.productDesigner] }, ...member },
    ])
    .onConflictDoNothing();
}
