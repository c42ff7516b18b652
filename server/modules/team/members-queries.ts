import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companyMembers } from "@/server/db/schema/companies";
import { users } from "@/server/db/schema/users";
import { isUuidText } from "@/server/lib/uuid-text";

export type MembershipRow = typeof companyMembers.$inferSelect;

export type MemberRecord = {
  membership: MembershipRow;
  user: Pick<typeof users.$inferSelect, "id" | "name" | "email" | "profilePictureUrl">;
};

const memberColumns = {
  membership: companyMembers,
  user: { id: users.id, name: users.name, email: users.email, profilePictureUrl: users.profilePictureUrl },
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type MemberFilter = {
  companyId: string;
  search?: string;
  statuses?: ("pending" | "active")[];
  roles?: ("owner" | "member")[];
};

function memberConditions(filter: MemberFilter): SQL {
  const conditions: SQL[] = [eq(companyMembers.companyId, filter.companyId)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.statuses?.length) conditions.push(inArray(companyMembers.status, filter.statuses));
  if (filter.roles?.length) conditions.push(inArray(companyMembers.role, filter.roles));
  return and(...conditions)!;
}

/** A page of the company's members: owners first, then by when they joined. */
export async function listMembers(
  db: Executor,
  filter: MemberFilter & { page: number; limit: number },
): Promise<{ rows: MemberRecord[]; total: number }> {
  const where = memberConditions(filter);
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(where)
    .orderBy(sql`case when ${companyMembers.role} = 'owner' then 0 else 1 end`, asc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await db
    .select({ value: count() })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}


/** A member of the company by membership id or by user id; undefined outside the company. */
export async function findMember(db: Executor, companyId: string, ref: string): Promise<MemberRecord | undefined> {
  if (!isUuidText(ref)) return undefined;
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), or(eq(companyMembers.id, ref), eq(companyMembers.userId, ref))))
    .limit(1);
  return row;
}

/** The company's active owners (who hears about the team), oldest first. */
export function activeOwners(db: Executor, companyId: string): Promise<MemberRecord["user"][]> {
  return db
    .select(memberColumns.user)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner"), eq(companyMembers.status, "active")))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
}

export async function deleteMembership(db: Executor, companyId: string, memberId: string): Promise<boolean> {
  const deleted = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)))
    .returning({ id: companyMembers.id });
  return deleted.length > 0;
}

/** Every membership of the user, active or pending, in any company. */
export function listMembershipsOfUser(db: Executor, userId: string): Promise<MembershipRow[]> {
  return db.select().from(companyMembers).where(eq(companyMembers.userId, userId));
}

/** Ends the user's pending join requests to other companies than this one. */
export async function deletePendingRequestsElsewhere(db: Executor, userId: string, companyId: string): Promise<void> {
  await db.delete(companyMembers).where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, "pending"), ne(companyMembers.companyId, companyId)));
}

/** Ends the user's pending join requests other than this membership. */
export async function deleteOtherPendingRequests(db: Executor, userId: string, keepMemberId: string): Promise<void> {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, "pending"), ne(companyMembers.id, keepMemberId)));
}

/** Creates an active plain membership; answers its id. */
export async function insertActiveMember(db: Executor, input: { companyId: string; userId: string }, now: Date): Promise<string> {
  const [created] = await db
    .insert(companyMembers)
    .values({ companyId: input.companyId, userId: input.userId, role: "member", status: "active", createdAt: now, updatedAt: now })
    .returning({ id: companyMembers.id });
  return created!.id;
}

/** Sets the membership's job title and/or status, and its updatedAt. */
export async function updateMembership(
  db: Executor,
  memberId: string,
  set: { jobTitle?: string | null; status?: "active"; updatedAt: Date },
): Promise<void> {
  await db.update(companyMembers).set(set).where(eq(companyMembers.id, memberId));
}

/** How many join requests to the company wait for an answer. */
export async function countPendingMembers(db: Executor, companyId: string): Promise<number> {
  const [joins] = await db
    .select({ value: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, "pending")));
  return joins?.value ?? 0;
}

/** The company's members whose address (compared lower-cased) is one of these. */
export async function findMembersByEmails(db: Executor, companyId: string, emails: string[]) {
  return db
    .select({ memberId: companyMembers.id, role: companyMembers.role, userId: companyMembers.userId, email: sql<string>`lower(${users.email})` })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(sql`lower(${users.email})`, emails)));
}
