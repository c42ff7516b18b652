import { sql, type SQL } from "drizzle-orm";

// SQL building blocks of job boosts that other modules' queries compose (the careers page lists
// boosted jobs first). Only *-queries.ts files import a *-sql.ts file.

/**
 * Whether the job of the outer query on "jobs" runs a boost now. The worker may not have marked an
 * ended boost yet, so the end is compared with the database's clock as well as the status. Written
 * with qualified names: drizzle leaves columns unqualified in a one-table select, where "id" would
 * read as the boost's own.
 */
export function jobRunsBoost(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from "job_boosts" where "job_boosts"."job_id" = "jobs"."id" and "job_boosts"."status" = 'active' and "job_boosts"."starts_at" <= now() and "job_boosts"."ends_at" > now())`;
}
