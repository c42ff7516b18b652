import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { employerProfiles } from "@/server/db/schema/employer-profiles";
import { users } from "@/server/db/schema/users";

export type CompanyRow = typeof companies.$inferSelect;
export type MembershipRow = typeof companyMembers.$inferSelect;

export async function findCompanyByDomain(db: Executor, domain: string): Promise<CompanyRow | undefined> {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(sql`lower(${companies.emailDomain})`, domain.trim().toLowerCase()), isNull(companies.deletedAt)))
    .limit(1);
  return company;
}

/** The user ids of a company's active owners: who receives join requests. */
export async function activeOwnerIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner"), eq(companyMembers.status, "active")));
  return rows.map((row) => row.userId);
}

/**
 * Stamps one activity time on a membership, only if it is the caller's own; undefined otherwise,
 * so another user's membership id behaves as if it did not exist.
 */
export async function touchOwnMembership(
  db: Executor,
  input: { membershipId: string; userId: string; field: "lastSeenAt" | "lastSignedInAt" },
  now = new Date(),
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(companyMembers)
    .set({ [input.field]: now })
    .where(and(eq(companyMembers.id, input.membershipId), eq(companyMembers.userId, input.userId)))
    .returning();
  return row;
}

/** Whether a company already uses this careers page slug. */
export async function companySlugTaken(db: Executor, slug: string): Promise<boolean> {
  const [taken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  return Boolean(taken);
}

export async function updateUserPersonalFields(db: Executor, userId: string, values: Partial<Pick<typeof users.$inferInsert, "phoneNumber" | "name">>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

type EmployerProfileFields = Partial<Pick<typeof employerProfiles.$inferInsert, "employeeTargets" | "howToKnowDeall">>;

/**
 * Creates the user's employer profile (empty answers but those given), or, when it exists, sets the
 * answers given; with none given, an existing profile is left as it is.
 */
export async function upsertEmployerProfile(db: Executor, userId: string, profile: EmployerProfileFields): Promise<void> {
  const insert = db.insert(employerProfiles).values({ userId, employeeTargets: [], howToKnowDeall: [], ...profile });
  await (Object.keys(profile).length > 0 ? insert.onConflictDoUpdate({ target: employerProfiles.userId, set: profile }) : insert.onConflictDoNothing());
}

export async function updateMembershipFields(db: Executor, membershipId: string, values: Partial<Pick<MembershipRow, "department" | "jobTitle">>): Promise<void> {
  await db.update(companyMembers).set(values).where(eq(companyMembers.id, membershipId));
}

export async function insertMembership(db: Executor, values: typeof companyMembers.$inferInsert): Promise<{ id: string }> {
  const [membership] = await db.insert(companyMembers).values(values).returning({ id: companyMembers.id });
  return membership!;
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert): Promise<{ id: string }> {
  const [created] = await db.insert(companies).values(values).returning({ id: companies.id });
  return created!;
}
