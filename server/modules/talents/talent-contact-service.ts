import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { talentContactEmail, type Sender } from "./talent-contact-email";
import { findContactByRequestId, findSender, insertTalentContact } from "./talent-contact-queries";
import { actionableTalent } from "./talent-detail-service";
import { lockCompanyForTalentActions } from "./talent-unlock-queries";
import { ensureUnlocked, forwardEvents } from "./talent-unlock-service";
import { TALENT_EVENTS } from "./talents-contract";
import { contactRequestIdReused } from "./talents-errors";
import type { TalentContact } from "./talents-schemas";

type ContactInput = { talentId: string; requestId: string; subject: string; message: string };

/** The recruiter who sends, and their company, as the talent will read them. */
export async function senderOf(db: Executor, session: CompanySessionContext): Promise<Sender> {
  const row = await findSender(db, session.companyId, session.userId);
  if (!row) throw new Error(`No user ${session.userId}`);
  return row;
}

/**
 * POST /v1/job-portal/user-company-contacted-student: emails the talent through the outbox and
 * records it, unlocking the profile first when needed (charged once; 403 TALENT_QUOTA_REACHED and
 * nothing sent when the quota is used). One email per requestId: the same request again answers
 * the first one's record and sends nothing. All in one transaction, under the company's lock.
 */
export async function contactTalent(db: Database, session: CompanySessionContext, input: ContactInput): Promise<TalentContact> {
  const talent = await actionableTalent(db, session, input.talentId);
  const contact = await db.transaction(async (tx) => {
    await lockCompanyForTalentActions(tx, session.companyId);
    const sent = await findContactByRequestId(tx, session.companyId, input.requestId);
    if (sent) {
      if (sent.talentId !== input.talentId) {
        throw contactRequestIdReused();
      }
      return sent;
    }
    await ensureUnlocked(tx, session, talent);
    const sender = await senderOf(tx, session);
    const emailId = await queueEmail(tx, talentContactEmail({ ...sender, to: talent.email, talentName: talent.name, subject: input.subject, message: input.message }));
    await insertTalentContact(tx, {
      companyId: session.companyId,
      talentId: talent.id,
      contactedByUserId: session.userId,
      requestId: input.requestId,
      subject: input.subject,
      message: input.message,
      emailId,
    });
    await recordEvent(tx, { eventName: TALENT_EVENTS.contacted, eventData: { talentId: talent.id } }, { userId: session.userId, companyId: session.companyId, forward: forwardEvents() });
    return (await findContactByRequestId(tx, session.companyId, input.requestId))!;
  });
  wakeBackgroundWork();
  return {
    id: contact.id,
    subject: contact.subject,
    message: contact.message,
    createdAt: contact.createdAt.toISOString(),
    contactedBy: { userId: contact.userId, name: contact.userName },
  };
}
