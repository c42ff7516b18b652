import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { users } from "@/server/db/schema/users";

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof companyMembers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/** The user linked to this social account subject, whichever provider issued it. */
export async function findUserBySocialSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.socialSubject, subject)).limit(1);
  return user;
}

/** Creates an account; answers its id. */
export async function insertUser(
  db: Executor,
  values: Pick<
    typeof users.$inferInsert,
    "name" | "email" | "passwordHash" | "platform" | "socialProvider" | "socialSubject" | "emailVerifiedAt" | "profilePictureUrl"
  >,
): Promise<string> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}

/** Sets some of the account's name, password, social link, verification and picture. */
export async function updateUserAccount(
  db: Executor,
  userId: string,
  set: Partial<
    Pick<typeof users.$inferInsert, "name" | "passwordHash" | "socialProvider" | "socialSubject" | "emailVerifiedAt" | "profilePictureUrl">
  >,
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** Sets a new password and marks the email verified, keeping an earlier verification time. */
export async function updatePasswordAndVerifyEmail(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/** The user's membership that counts: an active one first, else the latest pending one. */
export async function primaryMembership(
  db: Executor,
  userId: string,
): Promise<{ membership: MembershipRow; company: CompanyRow } | undefined> {
  const [row] = await db
    .select({ membership: companyMembers, company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(sql`case when ${companyMembers.status} = 'active' then 0 else 1 end`, desc(companyMembers.createdAt), asc(companyMembers.id))
    .limit(1);
  return row;
}

/** Active membership lookup used by tenant checks: is this user an active member of that company? */
export async function activeMembershipIn(db: Executor, userId: string, companyId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId), eq(companyMembers.status, "active")))
    .limit(1);
  return row;
}
