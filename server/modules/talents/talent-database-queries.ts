import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, talentListMembers } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { discoverableBy, talentCardColumns } from "./talent-cards-queries";
import type { CompanyTalentOrigin } from "./talents-contract";

/**
 * The talent's origin in the company's database (null when only discoverable), if the company may
 * act on them: in its talent database, or one it can find in Talent Search. Null row for an
 * unknown, private or hidden talent.
 */
export async function findTalentInReach(db: Executor, companyId: string, talentId: string): Promise<{ origin: CompanyTalentOrigin | null } | null> {
  const [row] = await db
    .select({ origin: companyTalents.origin })
    .from(talents)
    .leftJoin(companyTalents, and(eq(companyTalents.companyId, companyId), eq(companyTalents.talentId, talents.id)))
    .where(and(eq(talents.id, talentId), or(isNotNull(companyTalents.talentId), discoverableBy(companyId))))
    .limit(1);
  return row ?? null;
}

/** The talent's card row as the company sees it, or null for an unknown talent. */
export async function findTalentCardRow(db: Executor, companyId: string, talentId: string) {
  const [row] = await db.select(talentCardColumns(companyId)).from(talents).where(eq(talents.id, talentId)).limit(1);
  return row ?? null;
}

/** Saves the talent to the company's database; answers whether this call saved them (false when already there). */
export async function insertSavedTalent(db: Executor, params: { companyId: string; talentId: string; savedByUserId: string }): Promise<boolean> {
  const saved = await db
    .insert(companyTalents)
    .values({ companyId: params.companyId, talentId: params.talentId, origin: "saved", savedByUserId: params.savedByUserId })
    .onConflictDoNothing()
    .returning({ talentId: companyTalents.talentId });
  return saved.length > 0;
}

/** The company's talent, locked for removal: its origin and whether they applied to one of its jobs; null when not in the database. */
export async function lockCompanyTalent(db: Executor, companyId: string, talentId: string): Promise<{ origin: CompanyTalentOrigin; hasApplied: boolean } | null> {
  const [row] = await db
    .select({
      origin: companyTalents.origin,
      hasApplied: sql<boolean>`exists (select 1 from ${jobApplications} where ${jobApplications.companyId} = ${companyId} and ${jobApplications.talentId} = ${talentId})`,
    })
    .from(companyTalents)
    .where(and(eq(companyTalents.companyId, companyId), eq(companyTalents.talentId, talentId)))
    .for("update");
  return row ?? null;
}

/** Takes the talent off every list of the company. */
export async function deleteTalentFromCompanyLists(db: Executor, companyId: string, talentId: string): Promise<void> {
  await db.delete(talentListMembers).where(and(eq(talentListMembers.companyId, companyId), eq(talentListMembers.talentId, talentId)));
}

/** Takes the talent out of the company's database. */
export async function deleteCompanyTalent(db: Executor, companyId: string, talentId: string): Promise<void> {
  await db.delete(companyTalents).where(and(eq(companyTalents.companyId, companyId), eq(companyTalents.talentId, talentId)));
}

/** The people of these talents who are in the company's database, their database rows share-locked until commit. */
export function lockDatabaseTalentsForJob(db: Executor, companyId: string, talentIds: string[]) {
  return db
    .select({ id: talents.id, name: talents.name, email: talents.email, phone: talents.phone, experienceLevel: talents.experienceLevel, portfolioUrl: talents.portfolioUrl, cvStorageKey: talents.cvStorageKey })
    .from(companyTalents)
    .innerJoin(talents, eq(talents.id, companyTalents.talentId))
    .where(and(eq(companyTalents.companyId, companyId), inArray(companyTalents.talentId, talentIds)))
    .for("share", { of: companyTalents });
}

/** Which of these talents have an application in the job. */
export async function findTalentIdsInJob(db: Executor, jobId: string, talentIds: string[]): Promise<(string | null)[]> {
  const rows = await db
    .select({ talentId: jobApplications.talentId })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.talentId, talentIds)));
  return rows.map((row) => row.talentId);
}
