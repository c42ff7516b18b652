import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";
import type { JobStatus } from "./job-listing-contract";
import type { JobListQuery } from "./jobs-schemas";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * The columns a list item shows: the rich-text fields, questions and hiring team of a job are
 * kilobytes the list never sends, and every byte read is copied out of the database and parsed.
 */
const listColumns = {
  id: jobs.id,
  role: jobs.role,
  status: jobs.status,
  slug: jobs.slug,
  workplaceType: jobs.workplaceType,
  employmentTypes: jobs.employmentTypes,
  location: jobs.location,
  salaryType: jobs.salaryType,
  startRange: jobs.startRange,
  endRange: jobs.endRange,
  applicationPlatform: jobs.applicationPlatform,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  publishedAt: jobs.publishedAt,
  closedAt: jobs.closedAt,
  cursorAt: sql<string>`${jobs.createdAt}::text`,
};

/** Which of the company's jobs a list covers: `jobIds` null for every job the filters let through. */
export type JobListFilter = Pick<JobListQuery, "q" | "workplaceType" | "employmentType"> & { companyId: string; jobIds: string[] | null };

function filtersOf(filter: JobListFilter): SQL[] {
  const filters: SQL[] = [eq(jobs.companyId, filter.companyId)];
  if (filter.jobIds) filters.push(inArray(jobs.id, filter.jobIds));
  if (filter.q) filters.push(sql`${jobs.role} ilike ${`%${escapeLike(filter.q)}%`}`);
  if (filter.workplaceType?.length) filters.push(inArray(jobs.workplaceType, filter.workplaceType));
  if (filter.employmentType?.length) filters.push(sql`${jobs.employmentTypes} ?| ${textArray(filter.employmentType)}`);
  return filters;
}

/** How many of the listed jobs hold each status (statuses without jobs are left out). */
export async function countJobsByStatus(db: Executor, filter: JobListFilter): Promise<{ status: JobStatus; value: number }[]> {
  const rows = await db.select({ status: jobs.status, value: count() }).from(jobs).where(and(...filtersOf(filter))).groupBy(jobs.status);
  return rows.map((row) => ({ status: row.status, value: Number(row.value) }));
}

export type JobListRow = Awaited<ReturnType<typeof listJobPage>>[number];

/**
 * Up to `limit` listed jobs, newest first on (created_at, id), after the cursor when one is given;
 * `cursorAt` is created_at as PostgreSQL's text.
 */
export async function listJobPage(
  db: Executor,
  filter: JobListFilter,
  page: { statuses?: JobStatus[]; after?: { createdAt: string; id: string }; limit: number },
) {
  const pageFilters = filtersOf(filter);
  if (page.statuses) pageFilters.push(inArray(jobs.status, page.statuses));
  if (page.after) {
    pageFilters.push(sql`(${jobs.createdAt}, ${jobs.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`);
  }
  return db
    .select(listColumns)
    .from(jobs)
    .where(and(...pageFilters))
    // "nulls last" as jobs_company_created_idx is built (both columns are never null): a plain
    // desc means nulls first, which that index cannot give, and the page became a sort of every
    // job of the company.
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(page.limit);
}
