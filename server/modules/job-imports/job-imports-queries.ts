import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { importBatches } from "@/server/db/schema/job-imports";
import { jobs } from "@/server/db/schema/jobs";
import { users } from "@/server/db/schema/users";
import type { ImportBatch, ImportBatchSummary, ImportMapping } from "./job-imports-schemas";

export type ImportBatchRow = typeof importBatches.$inferSelect;
export type ImportBatchInsert = typeof importBatches.$inferInsert;
type BatchWithCreator = ImportBatchRow & { createdByName: string | null };

/** The job, only when it belongs to the company (another company's job reads as missing). */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string): Promise<{ id: string; companyId: string } | null> {
  const [job] = await db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  return job ?? null;
}

/** Which of these (lower-cased) emails already have an application to the job. One query. */
export async function emailsWithApplication(db: Executor, jobId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${jobApplications.email})` })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), inArray(sql`lower(${jobApplications.email})`, [...emails])));
  return new Set(rows.map((row) => row.email));
}

/** The import batches of these applications, by application id. */
export async function importBatchIdsOfApplications(db: Executor, applicationIds: readonly string[]): Promise<Map<string, string | null>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: jobApplications.id, importBatchId: jobApplications.importBatchId })
    .from(jobApplications)
    .where(inArray(jobApplications.id, [...applicationIds]));
  return new Map(rows.map((row) => [row.id, row.importBatchId]));
}

/** The applications an import batch created (through the job's index), in the order they were added. */
export async function applicationIdsOfImportBatch(db: Executor, jobId: string, importBatchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.importBatchId, importBatchId)))
    .orderBy(jobApplications.appliedAt, jobApplications.id);
  return rows.map((row) => row.id);
}

/** The import batch, whatever its company (the background job knows it by id only). */
export async function findImportBatch(db: Executor, batchId: string): Promise<ImportBatchRow | undefined> {
  const [batch] = await db.select().from(importBatches).where(eq(importBatches.id, batchId));
  return batch;
}

export async function insertImportBatch(db: Executor, values: ImportBatchInsert): Promise<void> {
  await db.insert(importBatches).values(values);
}

export async function updateImportBatch(db: Executor, batchId: string, values: Partial<ImportBatchInsert>): Promise<void> {
  await db.update(importBatches).set(values).where(eq(importBatches.id, batchId));
}

const batchColumns = { batch: importBatches, createdByName: users.name };

export async function listJobBatches(db: Executor, companyId: string, jobId: string): Promise<BatchWithCreator[]> {
  const rows = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdByUserId))
    .where(and(eq(importBatches.companyId, companyId), eq(importBatches.jobId, jobId)))
    .orderBy(desc(importBatches.createdAt), desc(importBatches.id))
    .limit(100);
  return rows.map((row) => ({ ...row.batch, createdByName: row.createdByName }));
}

export async function findJobBatch(db: Executor, companyId: string, jobId: string, batchId: string): Promise<BatchWithCreator | null> {
  const [row] = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdByUserId))
    .where(and(eq(importBatches.id, batchId), eq(importBatches.companyId, companyId), eq(importBatches.jobId, jobId)))
    .limit(1);
  return row ? { ...row.batch, createdByName: row.createdByName } : null;
}

/** A queued or running batch of the same file with the same mapping, if one exists. */
export async function findActiveBatchOfFile(db: Executor, jobId: string, fileSha256: string, mapping: ImportMapping): Promise<ImportBatchRow | null> {
  const rows = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.jobId, jobId), eq(importBatches.fileSha256, fileSha256), inArray(importBatches.status, ["queued", "running"])));
  return rows.find((row) => sameMapping(row.mapping, mapping)) ?? null;
}

function sameMapping(left: ImportMapping, right: ImportMapping): boolean {
  const normalise = (mapping: ImportMapping) => JSON.stringify(Object.entries(mapping).filter(([, header]) => header).sort(([a], [b]) => a.localeCompare(b)));
  return normalise(left) === normalise(right);
}

export function toBatchSummary(row: BatchWithCreator): ImportBatchSummary {
  const done = row.status === "done";
  const percent = done ? 100 : row.totalRows === 0 ? 0 : Math.min(100, Math.floor((row.processedRows / row.totalRows) * 100));
  return {
    id: row.id,
    jobId: row.jobId,
    fileName: row.fileName,
    mapping: row.mapping as Record<string, string>,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    percent,
    createdCount: row.createdCount,
    skippedCount: row.skippedCount,
    failedCount: row.failedCount,
    error: row.error,
    createdBy: row.createdByUserId && row.createdByName !== null ? { id: row.createdByUserId, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toBatch(row: BatchWithCreator): ImportBatch {
  return { ...toBatchSummary(row), failures: row.failures };
}
