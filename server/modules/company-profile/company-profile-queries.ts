import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers, type CompanyInsight } from "@/server/db/schema/companies";
import { companyChangeRequests } from "@/server/db/schema/company-change-requests";
import { companyInvitations } from "@/server/db/schema/company-invitations";
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

/** Counts for the stats endpoint, grouped so the number of queries stays fixed. */
export async function companyCounts(db: Executor, companyId: string) {
  const members = await db
    .select({ status: companyMembers.status, value: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .groupBy(companyMembers.status);
  const invitations = await db
    .select({ status: companyInvitations.status, value: count() })
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .groupBy(companyInvitations.status);
  const [pendingRequests] = await db
    .select({ value: count() })
    .from(companyChangeRequests)
    .where(and(eq(companyChangeRequests.companyId, companyId), eq(companyChangeRequests.status, "pending")));
  const [photos] = await db.select({ value: count() }).from(companyPhotos).where(eq(companyPhotos.companyId, companyId));
  const by = <T extends string>(rows: { status: T; value: number }[], status: T) => rows.find((row) => row.status === status)?.value ?? 0;
  return {
    members: { active: by(members, "active"), pending: by(members, "pending") },
    invitations: { pending: by(invitations, "pending"), active: by(invitations, "active") },
    pendingChangeRequests: pendingRequests?.value ?? 0,
    photos: photos?.value ?? 0,
  };
}
