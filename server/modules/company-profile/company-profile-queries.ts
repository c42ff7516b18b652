import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, type CompanyInsight } from "@/server/db/schema/companies";
import { companyPhotos } from "@/server/db/schema/company-photos";
import { companyVerifications } from "@/server/db/schema/company-verifications";
import { users } from "@/server/db/schema/users";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyPhotoRow = typeof companyPhotos.$inferSelect;
/** Fields of a company a profile change may set. */
export type CompanyChanges = Partial<typeof companies.$inferInsert>;

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

export async function updateCompany(db: Executor, companyId: string, changes: CompanyChanges): Promise<void> {
  await db.update(companies).set(changes).where(eq(companies.id, companyId));
}

/** Removes the company's logo records; answers what their files were. */
export function deleteLogos(db: Executor, companyId: string): Promise<{ id: string; storageKey: string }[]> {
  return db
    .delete(companyPhotos)
    .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.kind, "logo")))
    .returning({ id: companyPhotos.id, storageKey: companyPhotos.storageKey });
}

export async function insertPhoto(db: Executor, values: typeof companyPhotos.$inferInsert): Promise<CompanyPhotoRow> {
  const [created] = await db.insert(companyPhotos).values(values).returning();
  return created!;
}

export async function deletePhotosOfCompany(db: Executor, companyId: string, ids: readonly string[]): Promise<void> {
  await db.delete(companyPhotos).where(and(eq(companyPhotos.companyId, companyId), inArray(companyPhotos.id, [...ids])));
}

/** Clears the company's logo when it is still this one. */
export async function clearLogoUrlIf(db: Executor, companyId: string, logoUrl: string): Promise<void> {
  await db
    .update(companies)
    .set({ logoUrl: null })
    .where(and(eq(companies.id, companyId), eq(companies.logoUrl, logoUrl)));
}

// ---------------------------------------------------------------------------------------------
// Verification

/** The company's verification submission, with who submitted it, or undefined. */
export async function findVerification(db: Executor, companyId: string) {
  const [row] = await db
    .select({ verification: companyVerifications, submitter: { name: users.name, email: users.email } })
    .from(companyVerifications)
    .leftJoin(users, eq(users.id, companyVerifications.submittedByUserId))
    .where(eq(companyVerifications.companyId, companyId))
    .limit(1);
  return row;
}

export async function hasVerification(db: Executor, companyId: string): Promise<boolean> {
  const [submitted] = await db.select({ id: companyVerifications.companyId }).from(companyVerifications).where(eq(companyVerifications.companyId, companyId)).limit(1);
  return submitted !== undefined;
}

/** The company's one submission: written, or replaced with these values. */
export async function upsertVerification(db: Executor, companyId: string, values: Omit<typeof companyVerifications.$inferInsert, "companyId">): Promise<void> {
  await db
    .insert(companyVerifications)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyVerifications.companyId, set: values });
}

export async function markVerificationReviewed(db: Executor, companyId: string, review: { reviewedAt: Date; reviewNote: string | null }): Promise<void> {
  await db.update(companyVerifications).set(review).where(eq(companyVerifications.companyId, companyId));
}
