import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { memberPermissions } from "@/server/db/schema/member-permissions";
import { demoIds } from "@/server/db/seed/demo-ids";
import type { PermissionAction, PermissionResource } from "@/server/modules/permissions/permissions-contract";

export type GrantSpec = { resource: PermissionResource; action: PermissionAction; jobIds?: string[] };

/** Replaces a member's stored permissions (the demo member by default) with exactly these. */
export async function setMemberPermissions(
  db: Database,
  grants: GrantSpec[],
  member: { companyId: string; memberId: string } = { companyId: demoIds.demoCompany, memberId: demoIds.demoMemberMembership },
): Promise<void> {
  await db
    .delete(memberPermissions)
    .where(and(eq(memberPermissions.companyId, member.companyId), eq(memberPermissions.memberId, member.memberId)));
  if (grants.length === 0) return;
  await db.insert(memberPermissions).values(
    grants.map((grant) => ({
      companyId: member.companyId,
      memberId: member.memberId,
      resource: grant.resource,
      action: grant.action,
      allowedCriteria: grant.jobIds ? { jobIds: grant.jobIds } : null,
    })),
  );
}
