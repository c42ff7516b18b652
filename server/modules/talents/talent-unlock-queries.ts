import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { talentUnlocks } from "@/server/db/schema/company-talents";

/** Locks the company's row until commit: unlocks and contacts of one company go one at a time. */
export async function lockCompanyForTalentActions(db: Executor, companyId: string): Promise<void> {
  await db.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** Whether the company unlocked the talent's profile. */
export async function hasUnlockedTalent(db: Executor, companyId: string, talentId: string): Promise<boolean> {
  const [already] = await db
    .select({ id: talentUnlocks.id })
    .from(talentUnlocks)
    .where(sql`${talentUnlocks.companyId} = ${companyId} and ${talentUnlocks.talentId} = ${talentId}`)
    .limit(1);
  return already !== undefined;
}

export async function insertTalentUnlock(db: Executor, params: { companyId: string; talentId: string; unlockedByUserId: string; createdAt: Date }): Promise<void> {
  await db.insert(talentUnlocks).values({ companyId: params.companyId, talentId: params.talentId, unlockedByUserId: params.unlockedByUserId, createdAt: params.createdAt });
}
