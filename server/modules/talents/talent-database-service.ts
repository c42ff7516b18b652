import type { CompanySessionContext } from "@/server/auth/session-types";
import { serverEnv } from "@/server/config/env";
import type { Database, Executor } from "@/server/db/client";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { assertCanAny, requireTalentInReach } from "./talent-database-access";
import { toTalentCard } from "./talent-cards";
import { deleteCompanyTalent, deleteTalentFromCompanyLists, findTalentCardRow, insertSavedTalent, lockCompanyTalent } from "./talent-database-queries";
import { TALENT_EVENTS } from "./talents-contract";
import { talentNotFound, talentNotRemovable } from "./talents-errors";
import type { TalentCard } from "./talents-schemas";

async function cardOf(db: Executor, companyId: string, talentId: string): Promise<TalentCard> {
  const row = await findTalentCardRow(db, companyId, talentId);
  if (!row) throw talentNotFound();
  return toTalentCard(row);
}

/**
 * POST /v1/job-portal/talent-database: a recruiter keeps a talent found in Talent Search. A talent
 * already in the database (applied, imported or saved before) is left as it is and answered the
 * same, so a double click or a retry changes nothing.
 */
export async function saveTalent(db: Database, session: CompanySessionContext, talentId: string): Promise<TalentCard> {
  await assertCanAny(db, session, ["talentHunt", "talentDb"], "manage");
  const forward = Boolean(serverEnv().MIXPANEL_TOKEN);
  const card = await db.transaction(async (tx) => {
    const { origin } = await requireTalentInReach(tx, session.companyId, talentId);
    if (origin === null) {
      const saved = await insertSavedTalent(tx, { companyId: session.companyId, talentId, savedByUserId: session.userId });
      // Only the request that saved the talent counts as a save in analytics.
      if (saved) {
        await recordEvent(tx, { eventName: TALENT_EVENTS.saved, eventData: { talentId } }, { userId: session.userId, companyId: session.companyId, forward });
      }
    }
    return cardOf(tx, session.companyId, talentId);
  });
  if (forward) wakeBackgroundWork();
  return card;
}

/**
 * DELETE /v1/job-portal/talent-database/{talentId}: takes back a save. Talents who applied or were
 * imported belong to the company's history and stay (409), also when they were saved first and
 * applied later; a removed talent also leaves the company's lists.
 */
export async function removeSavedTalent(db: Database, session: CompanySessionContext, talentId: string): Promise<{ talentId: string; removed: true }> {
  await assertCan(db, session, "talentDb", "manage");
  return db.transaction(async (tx) => {
    const row = await lockCompanyTalent(tx, session.companyId, talentId);
    if (!row) throw talentNotFound();
    if (row.origin !== "saved" || row.hasApplied) throw talentNotRemovable();
    await deleteTalentFromCompanyLists(tx, session.companyId, talentId);
    await deleteCompanyTalent(tx, session.companyId, talentId);
    return { talentId, removed: true as const };
  });
}
