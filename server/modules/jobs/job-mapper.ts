import type { Executor } from "@/server/db/client";
import type { PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { jobAbilities, type JobRow } from "./job-access";
import type { Job, RecruitmentStep } from "./jobs-schemas";
import { stepsWithCounts, userName, type StepWithCount } from "./jobs-queries";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toRecruitmentStep(step: StepWithCount): RecruitmentStep {
  return {
    id: step.stepKey,
    type: step.type,
    name: step.name,
    action: step.action,
    techTest: step.techTest ?? null,
    emailSubject: step.emailSubject,
    emailMessage: step.emailMessage,
    position: step.position,
    applicantCount: step.applicantCount,
  };
}

/** A job as the API answers it; the salary only for those who may see it (jobPostSalary view, spec 6). */
export function toJob(row: JobRow, steps: StepWithCount[], subject: PermissionSubject, createdBy: { id: string; name: string } | null): Job {
  const may = jobAbilities(subject, row.id);
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    published: row.status === "published",
    slug: row.slug,
    jobActivationType: row.jobActivationType,
    activationDate: iso(row.activationDate),
    role: row.role,
    cityId: row.cityId,
    location: row.location,
    cityList: row.cityList,
    workplaceType: row.workplaceType,
    employmentTypes: row.employmentTypes,
    salaryType: row.salaryType,
    startRange: may.seeSalary ? row.startRange : null,
    endRange: may.seeSalary ? row.endRange : null,
    salaryHidden: !may.seeSalary,
    showSalaryToApplicants: row.showSalaryToApplicants,
    applicationPlatform: row.applicationPlatform,
    externalPlatformUrl: row.externalPlatformUrl,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    perks: row.perks as Job["perks"],
    customBenefits: row.customBenefits,
    customPerks: row.customPerks,
    cvRequired: row.cvRequired,
    portofolioRequired: row.portofolioRequired,
    preScreeningQuestions: row.preScreeningQuestions,
    invitedEmails: row.invitedEmails,
    hiringTeam: row.hiringTeam,
    candidatePreference: row.candidatePreference,
    companyName: row.companyName,
    retail: row.retail,
    skills: row.skills,
    canChangeHiringTeamAccess: row.canChangeHiringTeamAccess,
    recruitmentSteps: steps.map(toRecruitmentStep),
    careerFair: row.careerFair,
    criteriaForAi: row.criteriaForAi,
    paidAds: row.paidAds,
    wizardStep: row.wizardStep,
    applicantCount: steps.reduce((total, step) => total + step.applicantCount, 0),
    canEdit: may.edit,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
  };
}

/** Loads what the answer needs beside the row (steps with counts, creator): two queries. */
export async function jobResponse(db: Executor, row: JobRow, subject: PermissionSubject): Promise<Job> {
  const steps = (await stepsWithCounts(db, [row.id])).get(row.id) ?? [];
  return toJob(row, steps, subject, await userName(db, row.createdByUserId));
}
