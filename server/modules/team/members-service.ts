import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { notify } from "@/server/modules/notifications/notify-service";
import { NAMED_REQUIREMENTS } from "@/server/modules/permissions/permissions-contract";
import {
  assertCan,
  assertMayGive,
  memberPermissionRows,
  permissionRowsByMember,
  replaceResourcePermissions,
  toAccessPermissions,
  toGrant,
  toPermissionWrites,
} from "@/server/modules/permissions/permissions-service";
import type { z } from "zod";
import { assertMemberRoom } from "./member-quota";
import { deleteMembership, deleteOtherPendingRequests, findMember, listMembers, updateMembership, type MemberRecord } from "./members-queries";
import { cannotEditOwnAccess, cannotEditOwner, cannotRemoveOwner, cannotRemoveSelf, memberAlreadyActive, memberNotFound } from "./team-errors";
import {
  TEAM_NOTIFICATION_TYPES,
  type Member,
  type MemberList,
  type memberListQuerySchema,
  type updateMemberRequestSchema,
} from "./team-schemas";

// Adding members to a job's hiring team counts against the member quota.
export { assertMemberRoom } from "./member-quota";

// Read by other modules through this service (company verification mails the owners; a job's
// hiring team finds which of its addresses are members already).
export { activeOwners, findMembersByEmails } from "./members-queries";

type MemberListQuery = z.output<typeof memberListQuerySchema>;
type UpdateMemberInput = z.output<typeof updateMemberRequestSchema>;

function toMember(record: MemberRecord, accessPermissions: Member["accessPermissions"]): Member {
  const { membership, user } = record;
  return {
    id: membership.id,
    userId: user.id,
    companyId: membership.companyId,
    name: user.name,
    email: user.email,
    role: membership.role,
    status: membership.status,
    jobTitle: membership.jobTitle,
    department: membership.department,
    profile: { profilePictureUrl: user.profilePictureUrl },
    // The owner holds every right; no stored permission applies to them.
    accessPermissions: membership.role === "owner" ? [] : accessPermissions,
    lastSeenAt: membership.lastSeenAt?.toISOString() ?? null,
    createdAt: membership.createdAt.toISOString(),
    updatedAt: membership.updatedAt.toISOString(),
  };
}

/** GET /v1/job-portal/company/{companyId}/member: needs Team view. Three queries whatever the page size. */
export async function listCompanyMembers(db: Executor, session: CompanySessionContext, query: MemberListQuery): Promise<MemberList> {
  await assertCan(db, session, NAMED_REQUIREMENTS.viewTeam.resource, NAMED_REQUIREMENTS.viewTeam.action);
  const { rows, total } = await listMembers(db, {
    companyId: session.companyId,
    search: query.search || undefined,
    statuses: query.status,
    roles: query.role,
    page: query.page,
    limit: query.limit,
  });
  const permissions = await permissionRowsByMember(db, session.companyId, rows.map((row) => row.membership.id));
  const allRows = rows.flatMap((row) => permissions.get(row.membership.id) ?? []);
  const described = await toAccessPermissions(db, session.companyId, allRows);
  let offset = 0;
  const docs = rows.map((row) => {
    const own = permissions.get(row.membership.id) ?? [];
    const access = described.slice(offset, offset + own.length);
    offset += own.length;
    return toMember(row, access);
  });
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  return { docs, page: query.page, limit: query.limit, totalDocs: total, totalPages, hasNextPage: query.page < totalPages };
}

async function describeMember(db: Executor, companyId: string, record: MemberRecord): Promise<Member> {
  const rows = await memberPermissionRows(db, companyId, record.membership.id);
  return toMember(record, await toAccessPermissions(db, companyId, rows));
}

/** GET /v1/job-portal/user-company/{id}: the caller's own membership, or any member with Team view. */
export async function getMember(db: Executor, session: CompanySessionContext, ref: string): Promise<Member> {
  const record = await findMember(db, session.companyId, ref);
  if (!record) throw memberNotFound();
  if (record.membership.id !== session.userCompanyId) {
    await assertCan(db, session, NAMED_REQUIREMENTS.viewTeam.resource, NAMED_REQUIREMENTS.viewTeam.action);
  }
  return describeMember(db, session.companyId, record);
}

async function editableMember(db: Executor, session: CompanySessionContext, ref: string, verb: "edit" | "remove"): Promise<MemberRecord> {
  const record = await findMember(db, session.companyId, ref);
  if (!record) throw memberNotFound();
  await assertCan(db, session, NAMED_REQUIREMENTS.manageTeam.resource, NAMED_REQUIREMENTS.manageTeam.action, {}, `Only the Admin or a Team Editor can ${verb} members`);
  if (record.membership.role === "owner") {
    throw verb === "edit" ? cannotEditOwner() : cannotRemoveOwner();
  }
  if (record.membership.id === session.userCompanyId) {
    throw verb === "edit" ? cannotEditOwnAccess() : cannotRemoveSelf();
  }
  return record;
}

/**
 * PATCH /v1/job-portal/user-company/{userId}: the owner or a Team Editor edits another member's
 * access (per resource), job title, or accepts a pending join request.
 */
export async function updateMember(db: Database, session: CompanySessionContext, ref: string, input: UpdateMemberInput): Promise<Member> {
  const record = await editableMember(db, session, ref, "edit");
  const memberId = record.membership.id;
  const writes = input.accessPermissions ? await toPermissionWrites(db, session.companyId, input.accessPermissions) : [];
  const current = (await memberPermissionRows(db, session.companyId, memberId)).map(toGrant);
  await assertMayGive(db, session, writes, current);

  const activating = input.status === "active" && record.membership.status === "pending";
  if (input.status === "active" && !activating) {
    throw memberAlreadyActive();
  }
  if (activating) await assertMemberRoom(db, session.companyId, 1, { countInvitations: false, field: "status" });

  await db.transaction(async (tx) => {
    if (activating) {
      // Joining this company ends any other pending request of the user.
      await deleteOtherPendingRequests(tx, record.user.id, memberId);
    }
    const changes = {
      ...(input.jobTitle !== undefined ? { jobTitle: input.jobTitle } : {}),
      ...(activating ? { status: "active" as const } : {}),
    };
    // Always stamp updatedAt: access changes are edits of the membership too.
    await updateMembership(tx, memberId, { ...changes, updatedAt: new Date() });
    if (writes.length > 0) await replaceResourcePermissions(tx, { companyId: session.companyId, memberId, entries: writes });
    if (writes.length > 0 || activating) {
      await notify(tx, {
        recipientUserIds: [record.user.id],
        companyId: session.companyId,
        type: TEAM_NOTIFICATION_TYPES.userCompanyPermissionChangedReceived,
        category: "company",
        title: activating ? "Your request to join was accepted" : "Your access was updated",
        body: activating
          ? "You are now a member of the company's team."
          : "Your Admin changed what you can access in the hiring portal.",
        data: { userCompanyId: memberId, pageUrl: "/", pageName: "Home" },
      });
    }
  });
  const updated = await findMember(db, session.companyId, memberId);
  if (!updated) throw memberNotFound();
  return describeMember(db, session.companyId, updated);
}

/** DELETE /v1/job-portal/user-company/{id}: removes another member (or declines a join request). */
export async function removeMember(db: Executor, session: CompanySessionContext, ref: string): Promise<{ id: string; userId: string; deleted: true }> {
  const record = await editableMember(db, session, ref, "remove");
  if (!(await deleteMembership(db, session.companyId, record.membership.id))) throw memberNotFound();
  return { id: record.membership.id, userId: record.user.id, deleted: true };
}
