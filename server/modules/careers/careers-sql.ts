import { and, eq, lte, or, sql, type SQL } from "drizzle-orm";
import { jobs } from "@/server/db/schema/jobs";

// SQL building blocks of the careers page that other modules' queries compose (Talents invites to
// and recommends open jobs only). Only *-queries.ts files import a *-sql.ts file.

/**
 * A job candidates may see: published, and for a scheduled job only from its activation date.
 * `now` is the database's clock, so every instance agrees.
 */
export function isOpenJob(): SQL {
  return and(
    eq(jobs.status, "published"),
    or(eq(jobs.jobActivationType, "immediate"), and(eq(jobs.jobActivationType, "scheduled"), lte(jobs.activationDate, sql`now()`))),
  )!;
}
