import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { companyInvitations, type InvitedPermission } from "@/server/db/schema/company-invitations";
import { users } from "@/server/db/schema/users";

/** The company's members whose address (compared lower-cased) is one of these. */
export async function findMembersByEmails(db: Executor, companyId: string, emails: string[]) {
  return db
    .select({ memberId: companyMembers.id, role: companyMembers.role, userId: companyMembers.userId, email: sql<string>`lower(${users.email})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(sql`lower(${users.email})`, emails)));
}

/** The company's pending invitations to these addresses, with the access each carries. */
export async function findPendingInvitationsByEmails(db: Executor, companyId: string, emails: string[]) {
  return db
    .select({ id: companyInvitations.id, email: companyInvitations.email, accessPermissions: companyInvitations.accessPermissions })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.status, "pending"), inArray(companyInvitations.email, emails)));
}

/** Sets the job access a pending invitation of the company carries. */
export async function updateInvitationAccess(db: Executor, companyId: string, invitationId: string, accessPermissions: InvitedPermission[], now: Date): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ accessPermissions, updatedAt: now })
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, invitationId)));
}
