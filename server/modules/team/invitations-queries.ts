import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { companyInvitations, type InvitedPermission } from "@/server/db/schema/company-invitations";
import { users } from "@/server/db/schema/users";

export type InvitationRow = typeof companyInvitations.$inferSelect;
export type InvitationRecord = { invitation: InvitationRow; inviter: { name: string; email: string } | null };

const inviterColumns = { name: users.name, email: users.email };

/** The company's invitations, latest sent first, with who sent them. */
export async function listInvitations(db: Executor, companyId: string): Promise<InvitationRecord[]> {
  const rows = await db
    .select({ invitation: companyInvitations, inviter: inviterColumns })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.sentAt), desc(companyInvitations.id))
    .limit(500);
  return rows.map((row) => ({ invitation: row.invitation, inviter: row.inviter?.email ? row.inviter : null }));
}

export async function findInvitation(db: Executor, companyId: string, id: string): Promise<InvitationRecord | undefined> {
  const [row] = await db
    .select({ invitation: companyInvitations, inviter: inviterColumns })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.id, id)))
    .limit(1);
  return row ? { invitation: row.invitation, inviter: row.inviter?.email ? row.inviter : null } : undefined;
}

/** The invitation behind a join link, with its company and inviter. */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: companyInvitations,
      company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl, isActive: companies.isActive, deletedAt: companies.deletedAt },
      inviter: inviterColumns,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedByUserId))
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Of these addresses: those already members of the company, and those with an open invitation. */
export async function takenEmails(db: Executor, companyId: string, emails: readonly string[]): Promise<{ members: Set<string>; invited: Set<string> }> {
  if (emails.length === 0) return { members: new Set(), invited: new Set() };
  const memberRows = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(sql`lower(${users.email})`, [...emails])));
  const invitedRows = await db
    .select({ email: companyInvitations.email })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.status, "pending"), inArray(companyInvitations.email, [...emails])));
  return {
    members: new Set(memberRows.map((row) => row.email.toLowerCase())),
    invited: new Set(invitedRows.map((row) => row.email)),
  };
}

/** How many invitations of the company wait for an answer (each holds a seat). */
export async function countPendingInvitations(db: Executor, companyId: string): Promise<number> {
  const [invited] = await db
    .select({ value: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.status, "pending")));
  return invited?.value ?? 0;
}

/** The company's name, as invitation mails show it. */
export async function findCompanyName(db: Executor, companyId: string): Promise<string | undefined> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company?.name;
}

/** Creates an invitation; answers its id. */
export async function insertInvitation(
  db: Executor,
  values: {
    companyId: string;
    email: string;
    tokenHash: string;
    accessPermissions: InvitedPermission[];
    invitedByUserId: string;
    sentAt: Date;
    expiresAt: Date;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(companyInvitations).values(values).returning({ id: companyInvitations.id });
  return row!.id;
}

/** Gives the company's invitation a new link and sent date. */
export async function updateInvitationLink(
  db: Executor,
  companyId: string,
  id: string,
  set: { tokenHash: string; sentAt: Date; expiresAt: Date; sendCount: number; updatedAt: Date },
): Promise<void> {
  await db
    .update(companyInvitations)
    .set(set)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)));
}

export async function deleteInvitation(db: Executor, companyId: string, id: string): Promise<void> {
  await db.delete(companyInvitations).where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)));
}

/** Marks the invitation accepted by the user, who joined as `memberId`. */
export async function markInvitationAccepted(
  db: Executor,
  id: string,
  input: { userId: string; memberId: string },
  now: Date,
): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ status: "active", acceptedAt: now, acceptedUserId: input.userId, memberId: input.memberId, updatedAt: now })
    .where(eq(companyInvitations.id, id));
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
