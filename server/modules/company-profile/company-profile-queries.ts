import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, type CompanyInsight } from "@/server/db/schema/companies";
import { companyPhotos } from "@/server/db/schema/company-photos";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyPhotoRow = typeof companyPhotos.$inferSelect;

/** The insight block with the profile's additions (custom benefits, internship perks). */
export type StoredInsight = CompanyInsight & {
  fundingStage?: string | null;
  fundingAmount?: number | null;
  customBenefits?: string[];
  internshipPerks?: string[];
};

export async function findCompany(db: Executor, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export function listPhotos(db: Executor, companyId: string): Promise<CompanyPhotoRow[]> {
  return db.select().from(companyPhotos).where(eq(companyPhotos.companyId, companyId)).orderBy(asc(companyPhotos.createdAt), asc(companyPhotos.id));
}

export async function countPhotos(db: Executor, companyId: string, kind: CompanyPhotoRow["kind"]): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(companyPhotos)
    .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.kind, kind)));
  return row?.value ?? 0;
}

export async function findPhoto(db: Executor, photoId: string): Promise<CompanyPhotoRow | undefined> {
  const [row] = await db.select().from(companyPhotos).where(eq(companyPhotos.id, photoId)).limit(1);
  return row;
}

export function photosOfCompany(db: Executor, companyId: string, ids: readonly string[]): Promise<CompanyPhotoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyPhotos)
    .where(and(eq(companyPhotos.companyId, companyId), inArray(companyPhotos.id, [...ids])));
}
