import { and, count, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema/companies";
import { users } from "@/server/db/schema/users";

export type TodoMember = {
  id: string;
  companyId: string;
  userId: string;
  role: "owner" | "member";
  profilePictureUrl: string | null;
};

/** A membership of the given company (tenant-scoped: another company's id finds nothing). */
export async function findMemberInCompany(db: Executor, companyId: string, userCompanyId: string): Promise<TodoMember | undefined> {
  const [row] = await db
    .select({
      id: companyMembers.id,
      companyId: companyMembers.companyId,
      userId: companyMembers.userId,
      role: companyMembers.role,
      profilePictureUrl: users.profilePictureUrl,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, userCompanyId)));
  return row;
}

export async function findCompanyProfile(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      logoUrl: companies.logoUrl,
      description: companies.description,
      website: companies.website,
      size: companies.size,
      cityId: companies.cityId,
      sector: companies.sector,
      cultures: companies.cultures,
      verificationStatus: companies.verificationStatus,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
export type CompanyProfileFacts = NonNullable<Awaited<ReturnType<typeof findCompanyProfile>>>;

/** Members of the company, active or invited, counting the owner. */
export async function countCompanyMembers(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return row?.total ?? 0;
}
