import { randomBytes } from "node:crypto";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { appBaseUrl } from "@/server/config/env";
import type { Database, Executor } from "@/server/db/client";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { recordEvent } from "@/server/modules/event-tracking/event-tracking-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { can } from "@/server/modules/permissions/permissions-service";
import { talentInvitationEmail } from "./talent-contact-email";
import { senderOf } from "./talent-contact-service";
import { actionableTalent } from "./talent-detail-service";
import { findAnsweringApplicationId, findInvitation, findInvitationIdByToken, findOpenCompanyJob, insertInvitation, setInvitationEmail } from "./talent-invitation-queries";
import { forwardEvents } from "./talent-unlock-service";
import { TALENT_EVENTS } from "./talents-contract";
import { invitationJobNotPublished, talentAlreadyApplied } from "./talents-errors";
import type { TalentInvitation } from "./talents-schemas";

/** The query parameter of the careers job page that carries an invitation. */
export const INVITATION_QUERY_PARAM = "invitation";

/** The careers page of the job with the invitation in its address; the application form sends it back. */
export function invitationJobUrl(companySlug: string, jobSlug: string, token: string): string {
  return `${appBaseUrl()}/careers/${encodeURIComponent(companySlug)}/${encodeURIComponent(jobSlug)}?${INVITATION_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * POST /v1/job-portal/talents/{talentId}/invitations: invites the talent to apply to one of the
 * company's published jobs the caller sees (else 422 JOB_NOT_PUBLISHED on jobId; 422 ALREADY_APPLIED
 * when the talent applied to it), by an email
 * linking to the job's careers page with the invitation's token. One invitation per job and
 * talent: asking again answers the first and sends nothing.
 */
export async function inviteTalent(db: Database, session: CompanySessionContext, talentId: string, input: { jobId: string; message?: string }): Promise<TalentInvitation> {
  const talent = await actionableTalent(db, session, talentId);
  const job = await findOpenCompanyJob(db, session.companyId, input.jobId);
  if (!job || !(await can(db, session, "jobPost", "view", { jobId: job.id }))) throw invitationJobNotPublished();
  // An applicant of the job needs no invitation (the first invitation, once answered, is still answered as it is).
  if (Array.isArray(talent.appliedJobIds) && talent.appliedJobIds.includes(job.id) && !(await findInvitation(db, job.id, talent.id))) {
    throw talentAlreadyApplied();
  }
  const invitation = await db.transaction(async (tx) => {
    const token = randomBytes(24).toString("base64url");
    // Null when a concurrent invitation to the same job won: it stands and this one sends nothing.
    const createdId = await insertInvitation(tx, { companyId: session.companyId, talentId: talent.id, jobId: job.id, invitedByUserId: session.userId, token, message: input.message ?? null });
    if (createdId) {
      const sender = await senderOf(tx, session);
      const email = talentInvitationEmail({
        ...sender,
        to: talent.email,
        talentName: talent.name,
        jobTitle: job.role,
        jobUrl: invitationJobUrl(job.companySlug, job.slug, token),
        message: input.message ?? null,
      });
      const emailId = await queueEmail(tx, email);
      await setInvitationEmail(tx, createdId, emailId);
      await recordEvent(tx, { eventName: TALENT_EVENTS.invited, eventData: { talentId: talent.id, jobId: job.id } }, { userId: session.userId, companyId: session.companyId, forward: forwardEvents() });
    }
    return (await findInvitation(tx, job.id, talent.id))!;
  });
  wakeBackgroundWork();
  return {
    id: invitation.id,
    jobId: invitation.jobId,
    jobTitle: invitation.jobTitle,
    createdAt: invitation.createdAt.toISOString(),
    invitedBy: { userId: invitation.userId, name: invitation.userName },
    applicationId: await findAnsweringApplicationId(db, invitation.id),
  };
}

/**
 * The invitation an application answers: the token must be one of this job's invitations. A wrong,
 * stale or other job's token is no invitation (the application goes through as a normal one).
 */
export async function invitationForJob(db: Executor, jobId: string, token: string | null | undefined): Promise<string | null> {
  if (!token || token.length > 100) return null;
  return findInvitationIdByToken(db, jobId, token);
}
