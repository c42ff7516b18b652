import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { users } from "@/server/db/schema/users";

/** The email addresses of the given users (the order's owners); no statement when there are none. */
export async function findUserEmails(db: Executor, userIds: string[]): Promise<{ email: string }[]> {
  return userIds.length > 0 ? db.select({ email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
}

export async function findCompanyName(db: Executor, companyId: string): Promise<string | undefined> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company?.name;
}
