import { tooManyRequests } from "@/server/api/errors";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { isRegistrationDomainAllowed, normalizeEmail } from "@/server/auth/email-rules";
import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import { appBaseUrl } from "@/server/config/env";
import type { Database, Executor } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import type { InvitedPermission } from "@/server/db/schema/company-invitations";
import { accountNotFound } from "@/server/modules/auth/auth-errors";
import { findUserByEmail, findUserById } from "@/server/modules/auth/user-state-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notify } from "@/server/modules/notifications/notify-service";
import { NAMED_REQUIREMENTS, type PermissionAction, type PermissionResource } from "@/server/modules/permissions/permissions-contract";
import {
  assertCan,
  assertMayGive,
  deleteMemberPermissions,
  insertMemberPermissions,
  toAccessPermissions,
  toPermissionWrites,
  type PermissionWrite,
} from "@/server/modules/permissions/permissions-service";
import type { z } from "zod";
import { assertMemberRoom } from "./member-quota";
import {
  activeOwners,
  deletePendingRequestsElsewhere,
  insertActiveMember,
  listMembershipsOfUser,
  updateMembership,
} from "./members-queries";
import {
  deleteInvitation,
  findCompanyName,
  findInvitation,
  findInvitationByTokenHash,
  insertInvitation,
  listInvitations,
  markInvitationAccepted,
  takenEmails,
  updateInvitationLink,
  type InvitationRecord,
} from "./invitations-queries";
import {
  alreadyInAnotherCompany,
  emailsJustInvited,
  invitationAlreadyAccepted,
  invitationEmailMismatch,
  invitationExpired,
  invitationNotFound,
  invitesRefused,
} from "./team-errors";
import {
  INVITATION_RESEND_AFTER_SECONDS,
  INVITATION_TTL_DAYS,
  JOIN_TEAM_PATH,
  TEAM_ERROR_CODES,
  TEAM_NOTIFICATION_TYPES,
  type Invitation,
  type InvitationPreview,
  type inviteRequestSchema,
} from "./team-schemas";

// A job's hiring team (jobs module) finds and updates the job access of pending invitations.
export { findPendingInvitationsByEmails, updateInvitationAccess } from "./invitations-queries";

type InviteInput = z.output<typeof inviteRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
async function toInvitation(db: Executor, companyId: string, record: InvitationRecord): Promise<Invitation> {
  const { invitation, inviter } = record;
  const rows = invitation.accessPermissions.map((entry) => ({
    resource: entry.resource as PermissionResource,
    action: entry.action as PermissionAction,
    allowedCriteria: entry.allowedCriteria,
  }));
  return {
    id: invitation.id,
    email: invitation.email,
    status: invitation.status,
    sentAt: invitation.sentAt.toISOString(),
    resent: invitation.sendCount > 1,
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
    userCompanyId: invitation.memberId,
    invitedBy: inviter,
    accessPermissions: await toAccessPermissions(db, companyId, rows),
    createdAt: invitation.createdAt.toISOString(),
  };
}

/** The join link the invitation mail carries: APP_URL (or the local server) + /join-team?token=. */
export function joinLink(token: string): string {
  return `${appBaseUrl()}${JOIN_TEAM_PATH}?${new URLSearchParams({ token }).toString()}`;
}

async function mailInvitation(
  db: Executor,
  input: { email: string; token: string; companyName: string; inviterName: string; expiresAt: Date },
): Promise<void> {
  const link = joinLink(input.token);
  await queueEmail(db, {
    to: input.email,
    category: "team-invitation",
    subject: `${input.inviterName} invited you to join ${input.companyName} on the hiring portal`,
    text:
      `Hi,\n\n${input.inviterName} invited you to join ${input.companyName}'s hiring team.\n\n` +
      `Accept the invitation: ${link}\n\n` +
      `Sign up or sign in with ${input.email} to join. The link is valid for ${INVITATION_TTL_DAYS} days, until ${input.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\n` +
      "If you did not expect this invitation, you can ignore this email.",
  });
}

/** Who an invitation mail comes from: the company's name and the inviter's (with fallbacks). */
export async function invitationSenderFacts(db: Executor, session: CompanySessionContext): Promise<{ companyName: string; inviterName: string }> {
  const companyName = await findCompanyName(db, session.companyId);
  const inviter = await findUserById(db, session.userId);
  return { companyName: companyName ?? "your company", inviterName: inviter?.name ?? "Your Admin" };
}

/**
 * A pending invitation of the session's company to this address, with a new link: answers its id
 * and the link's token (only its hash is stored), for the caller to mail in its own words.
 */
export async function createPendingInvitation(
  db: Executor,
  session: CompanySessionContext,
  input: { email: string; accessPermissions: InvitedPermission[]; expiresAt: Date },
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const id = await insertInvitation(db, {
    companyId: session.companyId,
    email: input.email,
    tokenHash: hashToken(token),
    accessPermissions: input.accessPermissions,
    invitedByUserId: session.userId,
    sentAt: now,
    expiresAt: input.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return { id, token };
}

const toStored = (writes: readonly PermissionWrite[]): InvitedPermission[] =>
  writes.map((write) => ({ resource: write.resource, action: write.action, allowedCriteria: write.allowedCriteria }));

/** POST /v1/job-portal/invited-user-company: invites each address with the same access. */
export async function inviteMembers(db: Database, session: CompanySessionContext, input: InviteInput, now = new Date()): Promise<Invitation[]> {
  await assertCan(db, session, NAMED_REQUIREMENTS.manageTeam.resource, NAMED_REQUIREMENTS.manageTeam.action, {}, "Only the Admin or a Team Editor can invite members");
  const emails = input.emails.map(normalizeEmail);
  const taken = await takenEmails(db, session.companyId, emails);
  const problems: { field: string; message: string; code: string }[] = [];
  emails.forEach((email, index) => {
    const field = `emails.${index}`;
    if (emails.indexOf(email) !== index) problems.push({ field, message: "This email is listed twice", code: "VALIDATION_FAILED" });
    else if (!isRegistrationDomainAllowed(email)) {
      problems.push({ field, message: "Invite a work email: this email domain cannot register", code: TEAM_ERROR_CODES.emailDomainNotAllowed });
    } else if (taken.members.has(email)) problems.push({ field, message: `${email} is already in your team or has asked to join it`, code: TEAM_ERROR_CODES.alreadyMember });
    else if (taken.invited.has(email)) {
      problems.push({ field, message: `${email} is already invited; resend the invitation instead`, code: TEAM_ERROR_CODES.alreadyInvited });
    }
  });
  if (problems.length > 0) {
    throw invitesRefused(problems);
  }

  const writes = await toPermissionWrites(db, session.companyId, input.accessPermissions);
  await assertMayGive(db, session, writes);
  await assertMemberRoom(db, session.companyId, emails.length, { countInvitations: true, field: "emails" }, now);

  const sender = await invitationSenderFacts(db, session);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  let ids: string[];
  try {
    ids = await db.transaction(async (tx) => {
      const created: string[] = [];
      for (const email of emails) {
        const { id, token } = await createPendingInvitation(tx, session, { email, accessPermissions: toStored(writes), expiresAt }, now);
        created.push(id);
        await mailInvitation(tx, { email, token, expiresAt, ...sender });
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailsJustInvited();
    throw error;
  }
  const records = await Promise.all(ids.map((id) => findInvitation(db, session.companyId, id)));
  return Promise.all(records.filter((record) => record !== undefined).map((record) => toInvitation(db, session.companyId, record)));
}

/** GET /v1/job-portal/invited-user-company: the invited table (Team view). */
export async function listCompanyInvitations(db: Executor, session: CompanySessionContext): Promise<Invitation[]> {
  await assertCan(db, session, NAMED_REQUIREMENTS.viewTeam.resource, NAMED_REQUIREMENTS.viewTeam.action);
  const records = await listInvitations(db, session.companyId);
  return Promise.all(records.map((record) => toInvitation(db, session.companyId, record)));
}

async function pendingInvitation(db: Executor, session: CompanySessionContext, id: string): Promise<InvitationRecord> {
  await assertCan(db, session, NAMED_REQUIREMENTS.manageTeam.resource, NAMED_REQUIREMENTS.manageTeam.action, {}, "Only the Admin or a Team Editor can manage invitations");
  const record = await findInvitation(db, session.companyId, id);
  if (!record) throw invitationNotFound();
  if (record.invitation.status !== "pending") {
    throw invitationAlreadyAccepted();
  }
  return record;
}

/** POST /v1/job-portal/invited-user-company/{id}/resend: a new link (the old one stops working) and a new sent date. */
export async function resendInvitation(db: Database, session: CompanySessionContext, id: string, now = new Date()): Promise<Invitation> {
  const record = await pendingInvitation(db, session, id);
  const wait = Math.ceil((record.invitation.sentAt.getTime() + INVITATION_RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
  if (wait > 0) throw tooManyRequests(`The invitation was just sent. Try again in ${wait} seconds`, wait);
  const sender = await invitationSenderFacts(db, session);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    await updateInvitationLink(tx, session.companyId, id, {
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt,
      sendCount: record.invitation.sendCount + 1,
      updatedAt: now,
    });
    await mailInvitation(tx, { email: record.invitation.email, token, expiresAt, ...sender });
  });
  const updated = await findInvitation(db, session.companyId, id);
  if (!updated) throw invitationNotFound();
  return toInvitation(db, session.companyId, updated);
}

/** DELETE /v1/job-portal/invited-user-company/{id}: withdraws a pending invitation (frees its seat). */
export async function cancelInvitation(db: Executor, session: CompanySessionContext, id: string): Promise<{ id: string; deleted: true }> {
  await pendingInvitation(db, session, id);
  await deleteInvitation(db, session.companyId, id);
  return { id, deleted: true };
}

async function invitationByToken(db: Executor, token: string) {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row || !row.company.isActive || row.company.deletedAt) throw invitationNotFound();
  return row;
}

/** POST /v1/job-portal/invited-user-company/preview (no session): what the join page shows. */
export async function previewInvitation(db: Executor, token: string, now = new Date()): Promise<InvitationPreview> {
  const { invitation, company, inviter } = await invitationByToken(db, token);
  return {
    email: invitation.email,
    companyName: company.name,
    companyLogoUrl: company.logoUrl,
    invitedByName: inviter?.name ?? null,
    status: invitation.status,
    expired: invitation.status === "pending" && invitation.expiresAt.getTime() <= now.getTime(),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: Boolean(await findUserByEmail(db, invitation.email)),
  };
}

/**
 * POST /v1/job-portal/invited-user-company/accept: the signed-in invitee joins (pending → active).
 * The account's email must be the invited one. Creates the active membership with the invited
 * access, ends the user's other pending join requests, and notifies the owners and the inviter.
 */
export async function acceptInvitation(db: Database, userId: string, token: string, now = new Date()): Promise<{ userCompanyId: string; companyId: string }> {
  const { invitation, company } = await invitationByToken(db, token);
  const user = await findUserById(db, userId);
  if (!user) throw accountNotFound();
  if (normalizeEmail(user.email) !== invitation.email) {
    throw invitationEmailMismatch(invitation.email);
  }
  if (invitation.status === "active") {
    if (invitation.acceptedUserId === userId && invitation.memberId) return { userCompanyId: invitation.memberId, companyId: company.id };
    throw invitationAlreadyAccepted();
  }
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw invitationExpired();
  }
  const memberships = await listMembershipsOfUser(db, userId);
  if (memberships.some((row) => row.status === "active" && row.companyId !== company.id)) {
    throw alreadyInAnotherCompany();
  }
  const existing = memberships.find((row) => row.companyId === company.id);
  if (existing?.status !== "active") await assertMemberRoom(db, company.id, 1, { countInvitations: false }, now);

  const memberId = await db.transaction(async (tx) => {
    await deletePendingRequestsElsewhere(tx, userId, company.id);
    let id: string;
    if (existing) {
      id = existing.id;
      if (existing.status !== "active") await updateMembership(tx, id, { status: "active", updatedAt: now });
    } else {
      id = await insertActiveMember(tx, { companyId: company.id, userId }, now);
    }
    if (existing?.role !== "owner" && invitation.accessPermissions.length > 0) {
      await deleteMemberPermissions(tx, company.id, id);
      await insertMemberPermissions(tx, {
        companyId: company.id,
        memberId: id,
        entries: invitation.accessPermissions.map((entry) => ({
          resource: entry.resource as PermissionResource,
          action: entry.action as PermissionAction,
          allowedCriteria: entry.allowedCriteria,
        })),
      });
    }
    await markInvitationAccepted(tx, invitation.id, { userId, memberId: id }, now);
    const owners = await activeOwners(tx, company.id);
    await notify(tx, {
      recipientUserIds: [...owners.map((owner) => owner.id), ...(invitation.invitedByUserId ? [invitation.invitedByUserId] : [])].filter(
        (recipient) => recipient !== userId,
      ),
      companyId: company.id,
      type: TEAM_NOTIFICATION_TYPES.invitedEmployerJoinReceived,
      category: "company",
      title: "A new member joined your team",
      body: `${user.name} (${user.email}) accepted the invitation and joined ${company.name}.`,
      data: { userCompanyId: id, pageUrl: `/manage-team?userCompanyId=${id}`, pageName: "Manage Team" },
    });
    return id;
  });
  return { userCompanyId: memberId, companyId: company.id };
}
