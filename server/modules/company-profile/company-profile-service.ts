import { toSafeRichText } from "@/server/lib/rich-text";
import type { Executor } from "@/server/db/client";
import { companyNotFound } from "@/server/modules/companies/companies-errors";
import type { z } from "zod";
import {
  type CompanyPhoto,
  type CompanyProfile,
  type companyProfileInsightSchema,
  type updateAboutSchema,
  type updateCompanyProfileSchema,
} from "./company-profile-schemas";
import { findCompany, listPhotos, updateCompany, type CompanyChanges, type CompanyPhotoRow, type CompanyRow, type StoredInsight } from "./company-profile-queries";

type AboutInput = z.output<typeof updateAboutSchema>;
type PatchInput = z.output<typeof updateCompanyProfileSchema>;
type Insight = z.infer<typeof companyProfileInsightSchema>;

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
    // Cleaned on read as well: rows from before these fields were sanitised on write (see toSafeRichText).
    description: toSafeRichText(company.description),
    website: company.website,
    size: company.size,
    cityId: company.cityId,
    cultures: company.cultures as CompanyProfile["cultures"],
    whatSpecial: toSafeRichText(company.whatSpecial),
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
  await updateCompany(db, companyId, {
    description: toSafeRichText(input.description),
    ...(input.website !== undefined ? { website: input.website || null } : {}),
    ...(input.whatSpecial !== undefined ? { whatSpecial: toSafeRichText(input.whatSpecial) } : {}),
  });
  return getCompanyProfile(db, companyId);
}

/** PATCH /v1/job-portal/company/{id}: the given fields; insight fields merge into the stored insight. */
export async function patchCompanyProfile(db: Executor, companyId: string, input: PatchInput): Promise<CompanyProfile> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const { insight, description, whatSpecial, ...fields } = input;
  const changes: CompanyChanges = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[key] = typeof value === "string" && value === "" ? null : value;
  }
  if (description !== undefined) changes.description = toSafeRichText(description);
  if (whatSpecial !== undefined) changes.whatSpecial = toSafeRichText(whatSpecial);
  if (insight) {
    const merged: StoredInsight = { ...company.insight };
    for (const [key, value] of Object.entries(insight)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    changes.insight = merged;
  }
  await updateCompany(db, companyId, changes);
  return getCompanyProfile(db, companyId);
}
