import { and, count, desc, eq, isNotNull, lte, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationExports } from "@/server/db/schema/pipeline";
import type { CandidateFilter } from "@/server/modules/applications/applications-schemas";
import {
  candidateColumns,
  candidateCursorCondition,
  candidateFilterConditions,
  candidateFilterNeedsTalent,
  candidateFrom,
  candidateOrderBy,
  candidateSortKeyText,
  candidateSortOf,
  type CandidatePosition,
} from "@/server/modules/applications/candidate-filter-sql";

export type ApplicationExportRow = typeof applicationExports.$inferSelect;

/** How many of a requester's exports of a job the list shows. */
export const RECENT_EXPORTS_LIMIT = 10;

/** The job, only when it belongs to the company (another company's job reads as missing). */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string): Promise<{ id: string; role: string } | null> {
  const [job] = await db
    .select({ id: jobs.id, role: jobs.role })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return job ?? null;
}

/** The requester's most recent exports of the job, newest first. */
export function listRequesterExports(db: Executor, params: { companyId: string; jobId: string; userId: string }): Promise<ApplicationExportRow[]> {
  return db
    .select()
    .from(applicationExports)
    .where(
      and(eq(applicationExports.companyId, params.companyId), eq(applicationExports.jobId, params.jobId), eq(applicationExports.requestedByUserId, params.userId)),
    )
    .orderBy(desc(applicationExports.createdAt), desc(applicationExports.id))
    .limit(RECENT_EXPORTS_LIMIT);
}

/** One export of the job, only when the caller asked for it (anyone else's reads as missing). */
export async function findRequesterExport(
  db: Executor,
  params: { companyId: string; jobId: string; userId: string; exportId: string },
): Promise<ApplicationExportRow | null> {
  const [row] = await db
    .select()
    .from(applicationExports)
    .where(
      and(
        eq(applicationExports.id, params.exportId),
        eq(applicationExports.companyId, params.companyId),
        eq(applicationExports.jobId, params.jobId),
        eq(applicationExports.requestedByUserId, params.userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findExport(db: Executor, exportId: string): Promise<ApplicationExportRow | null> {
  const [row] = await db.select().from(applicationExports).where(eq(applicationExports.id, exportId)).limit(1);
  return row ?? null;
}

export async function updateExport(db: Executor, exportId: string, values: Partial<Omit<ApplicationExportRow, "id" | "companyId" | "jobId">>): Promise<void> {
  await db.update(applicationExports).set(values).where(eq(applicationExports.id, exportId));
}

/** A new export, as stored. */
export async function insertExport(db: Executor, values: typeof applicationExports.$inferInsert): Promise<ApplicationExportRow> {
  const [created] = await db.insert(applicationExports).values(values).returning();
  return created!;
}

/** Up to `limit` exports past their expiry whose file is still stored. */
export function listExpiredExportFiles(db: Executor, params: { now: Date; limit: number }) {
  return db
    .select({ id: applicationExports.id, storageKey: applicationExports.storageKey })
    .from(applicationExports)
    .where(and(isNotNull(applicationExports.storageKey), lte(applicationExports.expiresAt, params.now)))
    .limit(params.limit);
}

// ---------------------------------------------------------------------------------------------
// The applications of a job matching a filter (the table's pages and an export's batches)

/** Which applications: the job's, matching the filter (and in the step row, when one is asked). */
export type ApplicationsSelection = { jobId: string; filter: CandidateFilter; stepRowId?: string };

const applicationColumns = { ...candidateColumns, stepName: recruitmentSteps.name };

function selectionConditions(selection: ApplicationsSelection): SQL[] {
  return [eq(jobApplications.jobId, selection.jobId), ...candidateFilterConditions(selection.filter, { stepRowId: selection.stepRowId })];
}

/** How many applications match. One query (the talents join only when a filter reads them). */
export async function countApplications(db: Executor, selection: ApplicationsSelection): Promise<number> {
  const conditions = selectionConditions(selection);
  const [row] = candidateFilterNeedsTalent(selection.filter)
    ? await candidateFrom(db, { total: count() }).where(and(...conditions))
    : await db.select({ total: count() }).from(jobApplications).where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** One numbered page of the table, in the filter's sort. */
export function applicationsPage(db: Executor, selection: ApplicationsSelection, page: { offset: number; limit: number }) {
  return candidateFrom(db, applicationColumns)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(...selectionConditions(selection)))
    .orderBy(...candidateOrderBy(candidateSortOf(selection.filter)))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The next batch of an export after a keyset position, in the filter's sort; each row carries its
 * sort key, the position of the next batch. Keyset, not offset: every batch costs the same.
 */
export function applicationsBatchAfter(db: Executor, selection: ApplicationsSelection, after: CandidatePosition | null, limit: number) {
  const sort = candidateSortOf(selection.filter);
  const conditions = selectionConditions(selection);
  if (after) conditions.push(candidateCursorCondition(sort, after, "after"));
  return candidateFrom(db, { ...applicationColumns, sortKey: candidateSortKeyText(sort) })
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(...conditions))
    .orderBy(...candidateOrderBy(sort))
    .limit(limit);
}

export type ApplicationQueryRow = Awaited<ReturnType<typeof applicationsPage>>[number];
