import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { memberPermissions, type PermissionCriteria } from "@/server/db/schema/member-permissions";
import type { PermissionAction, PermissionGrant, PermissionResource } from "./permissions-contract";

export type MemberPermissionRow = typeof memberPermissions.$inferSelect;

export function toGrant(row: Pick<MemberPermissionRow, "resource" | "action" | "allowedCriteria">): PermissionGrant {
  return { resource: row.resource, action: row.action, allowedCriteria: row.allowedCriteria ?? null };
}

/** One member's stored permissions, in a stable order. */
export function memberPermissionRows(db: Executor, companyId: string, memberId: string): Promise<MemberPermissionRow[]> {
  return db
    .select()
    .from(memberPermissions)
    .where(and(eq(memberPermissions.companyId, companyId), eq(memberPermissions.memberId, memberId)))
    .orderBy(asc(memberPermissions.resource), asc(memberPermissions.action));
}

/** The stored permissions of several members of one company, in one query. */
export async function permissionRowsByMember(
  db: Executor,
  companyId: string,
  memberIds: readonly string[],
): Promise<Map<string, MemberPermissionRow[]>> {
  const byMember = new Map<string, MemberPermissionRow[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select()
    .from(memberPermissions)
    .where(and(eq(memberPermissions.companyId, companyId), inArray(memberPermissions.memberId, [...memberIds])))
    .orderBy(asc(memberPermissions.resource), asc(memberPermissions.action));
  for (const row of rows) byMember.get(row.memberId)?.push(row);
  return byMember;
}

export type PermissionWrite = { resource: PermissionResource; action: PermissionAction; allowedCriteria: PermissionCriteria | null };

/**
 * Replaces the member's access for each resource named in `entries`; other resources keep theirs.
 * Runs inside the caller's transaction.
 */
export async function replaceResourcePermissions(
  db: Executor,
  input: { companyId: string; memberId: string; entries: readonly PermissionWrite[] },
): Promise<void> {
  const resources = [...new Set(input.entries.map((entry) => entry.resource))];
  if (resources.length === 0) return;
  await db
    .delete(memberPermissions)
    .where(
      and(
        eq(memberPermissions.companyId, input.companyId),
        eq(memberPermissions.memberId, input.memberId),
        inArray(memberPermissions.resource, resources),
      ),
    );
  await insertMemberPermissions(db, input);
}

/** Drops every stored permission of the membership. */
export async function deleteMemberPermissions(db: Executor, companyId: string, memberId: string): Promise<void> {
  await db.delete(memberPermissions).where(and(eq(memberPermissions.companyId, companyId), eq(memberPermissions.memberId, memberId)));
}

/** Stores these permissions for the member, in one statement. */
export async function insertMemberPermissions(
  db: Executor,
  input: { companyId: string; memberId: string; entries: readonly PermissionWrite[] },
): Promise<void> {
  await db.insert(memberPermissions).values(
    input.entries.map((entry) => ({
      companyId: input.companyId,
      memberId: input.memberId,
      resource: entry.resource,
      action: entry.action,
      allowedCriteria: entry.allowedCriteria,
    })),
  );
}

/** The company's active members with their role. */
export function listActiveMemberRoles(
  db: Executor,
  companyId: string,
): Promise<{ id: string; userId: string; role: (typeof companyMembers.$inferSelect)["role"] }[]> {
  return db
    .select({ id: companyMembers.id, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, "active")));
}

/** Every stored permission on one resource in the company, whichever member holds it. */
export function listCompanyResourcePermissions(
  db: Executor,
  companyId: string,
  resource: PermissionResource,
): Promise<Pick<MemberPermissionRow, "memberId" | "resource" | "action" | "allowedCriteria">[]> {
  return db
    .select({ memberId: memberPermissions.memberId, resource: memberPermissions.resource, action: memberPermissions.action, allowedCriteria: memberPermissions.allowedCriteria })
    .from(memberPermissions)
    .where(and(eq(memberPermissions.companyId, companyId), eq(memberPermissions.resource, resource)));
}

// Per-job access the jobs module plans (job-grants.ts) and writes through this module's service.

/** Deletes these stored permissions of the member in one statement. */
export async function deleteMemberPermissionsById(db: Executor, companyId: string, memberId: string, permissionIds: string[]): Promise<void> {
  await db
    .delete(memberPermissions)
    .where(and(eq(memberPermissions.companyId, companyId), eq(memberPermissions.memberId, memberId), inArray(memberPermissions.id, permissionIds)));
}

/** Narrows or widens a stored per-job permission to these jobs. */
export async function updateMemberPermissionJobs(db: Executor, companyId: string, permissionId: string, jobIds: string[], now: Date): Promise<void> {
  await db
    .update(memberPermissions)
    .set({ allowedCriteria: { jobIds }, updatedAt: now })
    .where(and(eq(memberPermissions.companyId, companyId), eq(memberPermissions.id, permissionId)));
}

