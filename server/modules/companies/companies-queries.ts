import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";

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
