import type { CompanySessionContext } from "@/server/auth/session-types";
import { serverEnv } from "@/server/config/env";
import type { Database, Executor } from "@/server/db/client";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { talentUnlockAllowance } from "@/server/modules/subscriptions/subscriptions-service";
import { actionableTalent, contactIsOpen, talentDetailOf } from "./talent-detail-service";
import { findTalentForCompany, type TalentForCompany } from "./talent-detail-queries";
import { hasUnlockedTalent, insertTalentUnlock, lockCompanyForTalentActions } from "./talent-unlock-queries";
import { TALENT_EVENTS } from "./talents-contract";
import { talentNotFound, unlockQuotaReached } from "./talents-errors";
import type { TalentDetail } from "./talents-schemas";

export const forwardEvents = () => Boolean(serverEnv().MIXPANEL_TOKEN);

/**
 * Opens the talent's contact to the company inside the caller's transaction, charging the plan's
 * talentContactQuota once: a talent already unlocked, or one who gave the company their contact by
 * applying, costs nothing. Unlocks of one company are serialised by a lock on its row, so two at
 * once cannot both take the last unit. Answers whether this call unlocked the talent.
 */
export async function ensureUnlocked(tx: Executor, session: CompanySessionContext, talent: TalentForCompany, now = new Date()): Promise<boolean> {
  if (contactIsOpen(talent)) return false;
  await lockCompanyForTalentActions(tx, session.companyId);
  // Read again under the lock: a concurrent request may have unlocked the talent meanwhile.
  if (await hasUnlockedTalent(tx, session.companyId, talent.id)) return false;
  const allowance = await talentUnlockAllowance(tx, session.companyId, now);
  if (allowance.quota !== null && allowance.used >= allowance.quota) throw unlockQuotaReached(allowance);
  await insertTalentUnlock(tx, { companyId: session.companyId, talentId: talent.id, unlockedByUserId: session.userId, createdAt: now });
  await recordEvent(tx, { eventName: TALENT_EVENTS.unlocked, eventData: { talentId: talent.id } }, { userId: session.userId, companyId: session.companyId, forward: forwardEvents() });
  return true;
}

/**
 * POST /v1/job-portal/user-company-accessed-student: unlocks the profile (idempotent: a second
 * call charges nothing and answers the same detail). 403 TALENT_QUOTA_REACHED once the period's
 * quota is used; nothing is written then.
 */
export async function unlockTalent(db: Database, session: CompanySessionContext, talentId: string): Promise<TalentDetail> {
  const talent = await actionableTalent(db, session, talentId);
  const unlocked = await db.transaction((tx) => ensureUnlocked(tx, session, talent));
  if (unlocked && forwardEvents()) wakeBackgroundWork();
  const fresh = await findTalentForCompany(db, session.companyId, talentId);
  if (!fresh) throw talentNotFound();
  return talentDetailOf(db, session, fresh);
}
