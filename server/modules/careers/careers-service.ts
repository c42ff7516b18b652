import { toSafeRichText } from "@/server/lib/rich-text";
import type { Executor } from "@/server/db/client";
import { COMPANY_SIZE_LABELS, INTERNSHIP_PERK_LABELS } from "@/server/modules/company-profile/company-profile-schemas";
import { companyNotFound } from "@/server/modules/companies/companies-errors";
import { photoUrl } from "@/server/modules/company-profile/company-profile-service";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { companyPhotoIds, findJobBySlug, findPublicCompany, openJobsOfCompany, type CareersCompanyRow, type CareersJobRow } from "./careers-queries";
import type { CareersPage, PublicCompany, PublicJob, PublicJobSummary, PublicSalary } from "./careers-schemas";


/** The salary a candidate may see: only when the job shows it, is paid and names both ends. */
export function publicSalaryOf(job: Pick<CareersJobRow, "showSalaryToApplicants" | "salaryType" | "startRange" | "endRange">): PublicSalary | null {
  if (!job.showSalaryToApplicants || job.salaryType !== "paid") return null;
  if (job.startRange === null || job.endRange === null) return null;
  return { start: job.startRange, end: job.endRange };
}

function toPublicCompany(company: CareersCompanyRow, photoIds: { id: string }[]): PublicCompany {
  return {
    name: company.name,
    slug: company.slug,
    logoUrl: company.logoUrl,
    sector: company.sector,
    sizeLabel: company.size ? COMPANY_SIZE_LABELS[company.size] : null,
    website: company.website,
    // Public and unauthenticated: cleaned on read too, as rows from before sanitising on write may hold scripts.
    description: toSafeRichText(company.description),
    city: company.cityId,
    photos: photoIds.map(({ id }) => ({ id, url: photoUrl(id) })),
  };
}

function toSummary(job: CareersJobRow): PublicJobSummary {
  return {
    id: job.id,
    slug: job.slug,
    role: job.role,
    workplaceType: job.workplaceType,
    employmentTypes: job.employmentTypes,
    location: job.location,
    cityList: job.cityList,
    salary: publicSalaryOf(job),
    publishedAt: job.publishedAt?.toISOString() ?? null,
    applicationPlatform: job.applicationPlatform,
  };
}

export function toPublicJob(job: CareersJobRow, company: CareersCompanyRow): PublicJob {
  return {
    ...toSummary(job),
    company: { name: company.name, slug: company.slug, logoUrl: company.logoUrl, website: company.website },
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    perks: job.perks
      .filter((key): key is keyof typeof INTERNSHIP_PERK_LABELS => key in INTERNSHIP_PERK_LABELS)
      .map((key) => ({ key, label: INTERNSHIP_PERK_LABELS[key] })),
    customBenefits: job.customBenefits,
    customPerks: job.customPerks,
    skills: job.skills,
    cvRequired: job.cvRequired,
    portofolioRequired: job.portofolioRequired,
    preScreeningQuestions: job.preScreeningQuestions.map((question) => ({
      id: question.id,
      type: question.type,
      question: question.question,
      options: question.options ?? [],
      required: question.required ?? false,
    })),
    externalPlatformUrl: job.applicationPlatform === "external" ? job.externalPlatformUrl : null,
  };
}

export async function requirePublicCompany(db: Executor, companySlug: string): Promise<CareersCompanyRow> {
  const company = await findPublicCompany(db, companySlug);
  if (!company) throw companyNotFound();
  return company;
}

/** GET /v1/careers/{companySlug}: the company's public face and its open jobs. */
export async function getCareersPage(db: Executor, companySlug: string): Promise<CareersPage> {
  const company = await requirePublicCompany(db, companySlug);
  const [photoIds, openJobs] = await Promise.all([companyPhotoIds(db, company.id), openJobsOfCompany(db, company.id)]);
  return { company: toPublicCompany(company, photoIds), jobs: openJobs.map((job) => ({ ...toSummary(job), promoted: job.promoted })) };
}

/** GET /v1/careers/{companySlug}/jobs/{jobSlug}: one open job; drafts, closed and unknown jobs are 404. */
export async function getCareersJob(db: Executor, companySlug: string, jobSlug: string): Promise<PublicJob> {
  const company = await requirePublicCompany(db, companySlug);
  const job = await findJobBySlug(db, company.id, jobSlug);
  if (!job || !job.open) throw jobNotFound();
  return toPublicJob(job, company);
}
