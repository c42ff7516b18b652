import type { FieldError } from "@/server/api/errors";
import { isRegistrationDomainAllowed } from "@/server/auth/email-rules";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import type { InvitedPermission } from "@/server/db/schema/company-invitations";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { evaluatePermission } from "@/server/modules/permissions/permissions-contract";
import { cannotGrantUnheld } from "@/server/modules/permissions/permissions-errors";
import { permissionRowsByMember, type PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { createPendingInvitation, findPendingInvitationsByEmails, invitationSenderFacts, joinLink, updateInvitationAccess } from "@/server/modules/team/invitations-service";
import { assertMemberRoom, findMembersByEmails } from "@/server/modules/team/members-service";
import { INVITATION_TTL_DAYS } from "@/server/modules/team/team-schemas";
import { hiringTeamEmailsNotAllowed, invalidHiringTeamEmails } from "./jobs-errors";
import { grantsOfLevel, invitationJobAccess, setMemberJobAccess, type JobGrant } from "./job-grants";
import { isValidEmail, type HiringTeamEntry } from "./jobs-schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The hiring team of a job (spec 5, issue 6): `hiringTeam` names people with an access level, and
 * `invitedEmails` names people invited as Viewers (unless the hiring team gives them a level).
 * Members get that access to the job; other addresses get a company invitation carrying it.
 */
export type HiringTeamPlan = {
  changes: { email: string; wanted: JobGrant[]; removed: boolean }[];
  members: Map<string, { memberId: string; role: "owner" | "member"; userId: string }>;
  invitedIds: Map<string, { id: string; accessPermissions: InvitedPermission[] }>;
  newInvites: string[];
};

/** 422 INVALID_EMAIL_IN_HIRING_TEAM naming each bad address (`hiringTeam.2.email`, `invitedEmails.0`). */
export function assertHiringTeamEmails(hiringTeam: readonly HiringTeamEntry[] | undefined, invitedEmails: readonly string[] | undefined): void {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  (hiringTeam ?? []).forEach((entry, index) => {
    const field = `hiringTeam.${index}.email`;
    if (!isValidEmail(entry.email)) errors.push({ field, message: `${entry.email || "An empty value"} is not a valid email` });
    else if (seen.has(entry.email)) errors.push({ field, message: `${entry.email} is listed twice` });
    seen.add(entry.email);
  });
  (invitedEmails ?? []).forEach((email, index) => {
    if (!isValidEmail(email)) errors.push({ field: `invitedEmails.${index}`, message: `${email || "An empty value"} is not a valid email` });
  });
  if (errors.length > 0) throw invalidHiringTeamEmails(errors);
}

/** Each named address with its level: the hiring team's, or Viewer for an invited email only. */
export function effectiveTeam(hiringTeam: readonly HiringTeamEntry[], invitedEmails: readonly string[]): Map<string, string> {
  const team = new Map<string, string>();
  for (const email of invitedEmails) team.set(email, "viewer");
  for (const entry of hiringTeam) team.set(entry.email, entry.access);
  return team;
}

/**
 * Reads what saving the team changes, and refuses before anything is written: a level the caller
 * could not give (salary without seeing it), a domain that cannot register, or more invitations
 * than the plan's member quota holds (MEMBER_QUOTA_REACHED as the team answers it).
 */
export async function planHiringTeam(
  db: Executor,
  session: CompanySessionContext,
  subject: PermissionSubject,
  jobId: string,
  before: Map<string, string>,
  after: Map<string, string>,
  fieldOf: (email: string) => string,
): Promise<HiringTeamPlan> {
  const changes: HiringTeamPlan["changes"] = [];
  for (const [email, level] of after) if (before.get(email) !== level) changes.push({ email, wanted: grantsOfLevel(level), removed: false });
  for (const email of before.keys()) if (!after.has(email)) changes.push({ email, wanted: [], removed: true });
  const plan: HiringTeamPlan = { changes, members: new Map(), invitedIds: new Map(), newInvites: [] };
  if (changes.length === 0) return plan;

  const errors: FieldError[] = [];
  for (const change of changes) {
    const unheld = change.wanted.find((grant) => !evaluatePermission(subject, grant.resource, grant.action as "view" | "manage", { jobId }));
    if (unheld) errors.push({ field: fieldOf(change.email), message: `You can't give ${change.email} access to this job that you don't hold yourself (seeing its salary)` });
  }
  if (errors.length > 0) throw cannotGrantUnheld(errors);

  const emails = changes.map((change) => change.email);
  const memberRows = await findMembersByEmails(db, session.companyId, emails);
  for (const row of memberRows) plan.members.set(row.email, { memberId: row.memberId, role: row.role, userId: row.userId });
  const invited = await findPendingInvitationsByEmails(db, session.companyId, emails);
  for (const row of invited) plan.invitedIds.set(row.email, { id: row.id, accessPermissions: row.accessPermissions });

  plan.newInvites = changes.filter((change) => !change.removed && change.wanted.length > 0 && !before.has(change.email) && !plan.members.has(change.email) && !plan.invitedIds.has(change.email)).map((change) => change.email);
  const refused = plan.newInvites.filter((email) => !isRegistrationDomainAllowed(email));
  if (refused.length > 0) {
    throw hiringTeamEmailsNotAllowed(refused, fieldOf);
  }
  // Outside the caller's transaction: a refusal on a trial notifies the owners, and that must stay.
  if (plan.newInvites.length > 0) await assertMemberRoom(db, session.companyId, plan.newInvites.length, { countInvitations: true, field: "hiringTeam" });
  return plan;
}

/** Writes a planned hiring team: member access, invitation access, new invitations and their mails. */
export async function applyHiringTeam(
  db: Executor,
  session: CompanySessionContext,
  job: { id: string; role: string; createdByUserId: string | null },
  plan: HiringTeamPlan,
): Promise<void> {
  if (plan.changes.length === 0) return;
  const memberIds = [...plan.members.values()].filter((member) => member.role !== "owner").map((member) => member.memberId);
  const rowsByMember = await permissionRowsByMember(db, session.companyId, memberIds);
  const now = new Date();
  for (const change of plan.changes) {
    const member = plan.members.get(change.email);
    if (member) {
      // The owner holds everything already; the job's creator always keeps editing what they made.
      if (member.role === "owner") continue;
      const keep: JobGrant[] = member.userId === job.createdByUserId ? [{ resource: "jobPost", action: "manage" }] : [];
      await setMemberJobAccess(db, { companyId: session.companyId, memberId: member.memberId, rows: rowsByMember.get(member.memberId) ?? [] }, job.id, change.wanted, { prune: true, keep });
      continue;
    }
    const invitation = plan.invitedIds.get(change.email);
    if (invitation) {
      const accessPermissions = invitationJobAccess(invitation.accessPermissions, job.id, change.wanted, { prune: true });
      await updateInvitationAccess(db, session.companyId, invitation.id, accessPermissions, now);
    }
  }
  if (plan.newInvites.length === 0) return;
  const { companyName, inviterName } = await invitationSenderFacts(db, session);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  for (const email of plan.newInvites) {
    const change = plan.changes.find((entry) => entry.email === email)!;
    const accessPermissions = change.wanted.map((grant) => ({ resource: grant.resource, action: grant.action, allowedCriteria: { jobIds: [job.id] } }));
    const { token } = await createPendingInvitation(db, session, { email, accessPermissions, expiresAt }, now);
    const jobTitle = job.role.trim() || "a job post";
    await queueEmail(db, {
      to: email,
      category: "team-invitation",
      subject: `${inviterName} invited you to the hiring team for ${jobTitle} at ${companyName}`,
      text:
        `Hi,\n\n${inviterName} added you to the hiring team for ${jobTitle} at ${companyName}.\n\n` +
        `Accept the invitation: ${joinLink(token)}\n\n` +
        `Sign up or sign in with ${email} to join. The link is valid for ${INVITATION_TTL_DAYS} days, until ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC.\n\n` +
        "If you did not expect this invitation, you can ignore this email.",
    });
  }
}
