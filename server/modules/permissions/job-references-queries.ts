import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";

/** Of these (well-formed) job ids, the company's jobs with their titles, in one query. */
export function listCompanyJobTitles(db: Executor, companyId: string, jobIds: readonly string[]): Promise<{ id: string; role: string }[]> {
  return db
    .select({ id: jobs.id, role: jobs.role })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, [...jobIds])));
}

/** Of these (well-formed) job ids, the existing jobs with their company, whichever it is. */
export function listJobCompanies(db: Executor, jobIds: readonly string[]): Promise<{ id: string; companyId: string }[]> {
  return db.select({ id: jobs.id, companyId: jobs.companyId }).from(jobs).where(inArray(jobs.id, [...jobIds]));
}
