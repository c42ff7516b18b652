import { eq } from "drizzle-orm";
import { notFound } from "@/server/api/errors";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { COMPANY_ERROR_CODES } from "@/server/modules/companies/companies-schemas";
import { memberQuotaOf } from "@/server/modules/team/member-quota";
import type { z } from "zod";
import {
  type CompanyPhoto,
  type CompanyProfile,
  type CompanyStats,
  type companyProfileInsightSchema,
  type updateAboutSchema,
  type updateCompanyProfileSchema,
} from "./company-profile-schemas";
import { companyCounts, findCompany, listPhotos, type CompanyPhotoRow, type CompanyRow, type StoredInsight } from "./company-profile-queries";

type AboutInput = z.output<typeof updateAboutSchema>;
type PatchInput = z.output<typeof updateCompanyProfileSchema>;
type Insight = z.infer<typeof companyProfileInsightSchema>;

export const companyNotFound = () => notFound("Company not found", COMPANY_ERROR_CODES.companyNotFound);

/** Where the API serves a stored photo. */
export function photoUrl(photoId: string): string {
  return `/api/v1/job-portal/company-photo/${photoId}/file`;
}

export function toPhoto(row: CompanyPhotoRow): CompanyPhoto {
  return { id: row.id, kind: row.kind, url: photoUrl(row.id), mimeType: row.mimeType, size: row.sizeBytes, createdAt: row.createdAt.toISOString() };
}

function toInsight(stored: StoredInsight): Insight {
  return {
    fundingStage: (stored.fundingStage ?? null) as Insight["fundingStage"],
    fundingAmount: stored.fundingAmount ?? null,
    benefits: (stored.benefits ?? []) as Insight["benefits"],
    customBenefits: stored.customBenefits ?? [],
    workingPolicies: (stored.workingPolicies ?? []) as Insight["workingPolicies"],
    internshipPerks: (stored.internshipPerks ?? []) as Insight["internshipPerks"],
  };
}

function toProfile(company: CompanyRow, photos: CompanyPhotoRow[]): CompanyProfile {
  return {
    id: company.id,
    name: company.name,
    sector: company.sector,
    emailDomain: company.emailDomain,
    logoUrl: company.logoUrl,
    description: company.description,
    website: company.website,
    size: company.size,
    cityId: company.cityId,
    cultures: company.cultures as CompanyProfile["cultures"],
    whatSpecial: company.whatSpecial,
    insight: toInsight(company.insight),
    rank: company.rank,
    verificationStatus: company.verificationStatus,
    photos: photos.map(toPhoto),
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** GET /v1/job-portal/company/{id}. The caller's company was checked by the route. */
export async function getCompanyProfile(db: Executor, companyId: string): Promise<CompanyProfile> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  return toProfile(company, await listPhotos(db, companyId));
}

/** PUT /v1/job-portal/company/{id}/about. */
export async function updateAbout(db: Executor, companyId: string, input: AboutInput): Promise<CompanyProfile> {
  await db
    .update(companies)
    .set({
      description: input.description || null,
      ...(input.website !== undefined ? { website: input.website || null } : {}),
      ...(input.whatSpecial !== undefined ? { whatSpecial: input.whatSpecial || null } : {}),
    })
    .where(eq(companies.id, companyId));
  return getCompanyProfile(db, companyId);
}

/** PATCH /v1/job-portal/company/{id}: the given fields; insight fields merge into the stored insight. */
export async function patchCompanyProfile(db: Executor, companyId: string, input: PatchInput): Promise<CompanyProfile> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const { insight, ...fields } = input;
  const changes: Partial<typeof companies.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[key] = typeof value === "string" && value === "" ? null : value;
  }
  if (insight) {
    const merged: StoredInsight = { ...company.insight };
    for (const [key, value] of Object.entries(insight)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    changes.insight = merged;
  }
  await db.update(companies).set(changes).where(eq(companies.id, companyId));
  return getCompanyProfile(db, companyId);
}

const PROFILE_FIELDS: { label: string; isSet: (company: CompanyRow) => boolean }[] = [
  { label: "logo", isSet: (company) => Boolean(company.logoUrl) },
  { label: "description", isSet: (company) => Boolean(company.description?.trim()) },
  { label: "website", isSet: (company) => Boolean(company.website) },
  { label: "size", isSet: (company) => Boolean(company.size) },
  { label: "city", isSet: (company) => Boolean(company.cityId) },
  { label: "sector", isSet: (company) => Boolean(company.sector) },
  { label: "culture", isSet: (company) => company.cultures.length > 0 },
  { label: "benefits", isSet: (company) => (company.insight.benefits?.length ?? 0) > 0 },
  { label: "work arrangement", isSet: (company) => (company.insight.workingPolicies?.length ?? 0) > 0 },
];

/** GET /v1/job-portal/company/{id}/stats: figures from the company's own records. */
export async function companyStats(db: Executor, companyId: string): Promise<CompanyStats> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const counts = await companyCounts(db, companyId);
  const quota = await memberQuotaOf(db, companyId);
  const missing = PROFILE_FIELDS.filter((field) => !field.isSet(company)).map((field) => field.label);
  return {
    members: { ...counts.members, quota: quota.quota },
    invitations: counts.invitations,
    changeRequests: { pending: counts.pendingChangeRequests },
    photos: counts.photos,
    profileCompleteness: { done: PROFILE_FIELDS.length - missing.length, total: PROFILE_FIELDS.length, missing },
    verificationStatus: company.verificationStatus,
  };
}

/**
 * GET /v1/job-portal/company/{id}/avg-response-time. Response time is measured on applications
 * (application to the company's first status change); until the pipeline module records
 * applications there is nothing to average, so the figure is null with a sample of 0.
 */
export async function averageResponseTime(db: Executor, companyId: string) {
  if (!(await findCompany(db, companyId))) throw companyNotFound();
  return {
    avgResponseTimeSeconds: null,
    sampleSize: 0,
    basis: "Time from an application to the company's first status change on it (no applications recorded yet)",
  };
}
