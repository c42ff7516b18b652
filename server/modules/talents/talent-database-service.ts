import { and, eq, sql } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { serverEnv } from "@/server/config/env";
import type { Database, Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, talentListMembers } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { assertCanAny, requireTalentInReach } from "./talent-database-access";
import { toTalentCard } from "./talent-cards";
import { talentCardColumns } from "./talent-cards-queries";
import { TALENT_EVENTS } from "./talents-contract";
import { talentNotFound, talentNotRemovable } from "./talents-errors";
import type { TalentCard } from "./talents-schemas";

async function cardOf(db: Executor, companyId: string, talentId: string): Promise<TalentCard> {
  const [row] = await db.select(talentCardColumns(companyId)).from(talents).where(eq(talents.id, talentId)).limit(1);
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
      const saved = await tx
        .insert(companyTalents)
        .values({ companyId: session.companyId, talentId, origin: "saved", savedByUserId: session.userId })
        .onConflictDoNothing()
        .returning({ talentId: companyTalents.talentId });
      // Only the request that saved the talent counts as a save in analytics.
      if (saved.length > 0) {
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
    const [row] = await tx
      .select({
        origin: companyTalents.origin,
        hasApplied: sql<boolean>`exists (select 1 from ${jobApplications} where ${jobApplications.companyId} = ${session.companyId} and ${jobApplications.talentId} = ${talentId})`,
      })
      .from(companyTalents)
      .where(and(eq(companyTalents.companyId, session.companyId), eq(companyTalents.talentId, talentId)))
      .for("update");
    if (!row) throw talentNotFound();
    if (row.origin !== "saved" || row.hasApplied) throw talentNotRemovable();
    await tx.delete(talentListMembers).where(and(eq(talentListMembers.companyId, session.companyId), eq(talentListMembers.talentId, talentId)));
    await tx.delete(companyTalents).where(and(eq(companyTalents.companyId, session.companyId), eq(companyTalents.talentId, talentId)));
    return { talentId, removed: true as const };
  });
}
