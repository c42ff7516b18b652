import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { companyInvitations, type InvitedPermission } from "@/server/db/schema/company-invitations";
import { users } from "@/server/db/schema/users";

export type InvitationInsert = typeof companyInvitations.$inferInsert;

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

export async function updateInvitationAccess(db: Executor, invitationId: string, accessPermissions: InvitedPermission[], now: Date): Promise<void> {
  await db.update(companyInvitations).set({ accessPermissions, updatedAt: now }).where(eq(companyInvitations.id, invitationId));
}

export async function insertInvitation(db: Executor, values: InvitationInsert): Promise<void> {
  await db.insert(companyInvitations).values(values);
}

export async function findCompanyName(db: Executor, companyId: string): Promise<{ name: string } | undefined> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company;
}

export async function findUserName(db: Executor, userId: string): Promise<{ name: string } | undefined> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}
