import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ApiError } from "@/server/api/errors";
import type { Database, Executor } from "@/server/db/client";
import type { JobHandler } from "@/server/jobs/worker";
import { yieldToEventLoop } from "@/server/lib/yield-to-event-loop";
import { candidateFilterSchema } from "@/server/modules/applications/applications-schemas";
import type { CandidatePosition } from "@/server/modules/applications/candidate-filter-sql";
import type { NotificationParams } from "@/server/modules/notifications/notification-catalog";
import { notifyEvent } from "@/server/modules/notifications/notify-service";
import { EXPORT_RETENTION_DAYS } from "@/server/modules/pipeline/pipeline-contract";
import type { FileStorage } from "@/server/storage/file-storage";
import { fileStorage } from "@/server/storage/storage";
import { applicationsBatchAfter, countApplications, findCompanyJob, findExport, updateExport, type ApplicationExportRow } from "./application-exports-queries";
import { EXPORT_APPLICATIONS_JOB, resolveSelection, toApplicationRow } from "./application-exports-service";
import { exportCells, exportColumns } from "./export-columns";
import { createExportFileWriter } from "./export-file-writers";

const payloadSchema = z.object({ exportId: z.uuid() });

/** Rows read and written per step; progress is saved after each. */
export const EXPORT_BATCH_SIZE = 500;
const RETENTION_MS = EXPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export type ExportJobOptions = {
  storage?: () => FileStorage;
  /** The clock: when the file is finished, and so when it expires. */
  now?: () => Date;
  batchSize?: number;
};

/** `backend-engineer-applications-2026-03-01.csv`: the job's title, the word, the day. */
export function exportFileName(jobTitle: string, format: ApplicationExportRow["format"], now: Date): string {
  const slug =
    jobTitle
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "job";
  return `${slug}-applications-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * Builds one export: the filter it was asked with is applied again, the matching applications are
 * read in keyset batches (in the filter's sort) and streamed into a CSV or XLSX file on local
 * disk, saving progress after every batch. The file goes to the storage, the export is marked done
 * with 7 days to download it, and the requester is notified, in one transaction.
 *
 * Idempotent: a run after a crash starts the file again from the first row. A run that fails is
 * retried; after the last attempt the export is marked failed and the requester told.
 */
export function createExportApplicationsJob(options: ExportJobOptions = {}): JobHandler {
  const storage = options.storage ?? fileStorage;
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  return async (payload, { db, log, isLastAttempt }) => {
    const { exportId } = payloadSchema.parse(payload);
    const row = await findExport(db, exportId);
    if (!row || row.status === "done" || row.status === "failed") return;
    try {
      await buildExport(db, storage(), row, { now: clock, batchSize });
    } catch (error) {
      if (!isLastAttempt) throw error;
      log.error({ err: error, exportId }, "application export failed on its last attempt");
      await failExport(db, row, error, clock());
    }
  };
}

async function buildExport(db: Database, storage: FileStorage, row: ApplicationExportRow, options: { now: () => Date; batchSize: number }): Promise<void> {
  const job = await findCompanyJob(db, row.companyId, row.jobId);
  if (!job) throw new Error("The job post no longer exists");
  const filter = candidateFilterSchema.parse(row.filter);
  const { selection, aiScoreVisible } = await resolveSelection(db, row.companyId, row.jobId, filter);
  const totalRows = await countApplications(db, selection);
  await updateExport(db, row.id, { status: "running", totalRows, processedRows: 0, error: null });

  const columns = exportColumns({ aiScoreVisible });
  await removeLeftoverFiles(row.id);
  const filePath = path.join(tmpdir(), `${tempFilePrefix(row.id)}${randomUUID()}.${row.format}`);
  const writer = createExportFileWriter(
    row.format,
    filePath,
    columns.map((column) => column.header),
  );
  try {
    // Ages are counted on the day the export starts.
    const startedAt = options.now();
    let processedRows = 0;
    let after: CandidatePosition | null = null;
    for (;;) {
      // Each batch is a few queries; between batches the event loop (and, on the embedded
      // database, its one connection) serves requests.
      await yieldToEventLoop();
      const batch = await applicationsBatchAfter(db, selection, after, options.batchSize);
      if (batch.length === 0) break;
      await writer.writeRows(batch.map((application) => exportCells(columns, toApplicationRow(application, { aiScoreVisible, now: startedAt }))));
      processedRows += batch.length;
      await updateExport(db, row.id, { processedRows });
      if (batch.length < options.batchSize) break;
      const last = batch.at(-1)!;
      after = { key: last.sortKey, id: last.id };
    }
    await writer.finish();

    const stored = await storage.put({ data: await readFile(filePath), prefix: `exports/${row.companyId}`, extension: row.format });
    const finishedAt = options.now();
    const fileName = exportFileName(job.role.trim(), row.format, finishedAt);
    try {
      await db.transaction(async (tx) => {
        await updateExport(tx, row.id, {
          status: "done",
          storageKey: stored.key,
          fileName,
          totalRows: processedRows,
          processedRows,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + RETENTION_MS),
          error: null,
        });
        await notifyRequester(tx, row, "exportApplicationsSuccess", {
          params: { jobTitle: job.role.trim() || undefined, format: row.format.toUpperCase(), count: processedRows, days: EXPORT_RETENTION_DAYS },
          createdAt: finishedAt,
        });
      });
    } catch (error) {
      await storage.delete(stored.key);
      throw error;
    }
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await rm(filePath, { force: true });
  }
}

const tempFilePrefix = (exportId: string) => `application-export-${exportId}-`;

/** A run killed half way (kill -9) leaves its partial file behind; the next run of the export removes it. */
async function removeLeftoverFiles(exportId: string): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(tempFilePrefix(exportId))).map((name) => rm(path.join(tmpdir(), name), { force: true })));
}

/** What the requester reads of a failure: our own words for expected ones, a general line otherwise. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message === "The job post no longer exists") return error.message;
  return "Something went wrong while building the file";
}

async function failExport(db: Database, row: ApplicationExportRow, error: unknown, now: Date): Promise<void> {
  const job = await findCompanyJob(db, row.companyId, row.jobId);
  const reason = failureReason(error);
  await db.transaction(async (tx) => {
    await updateExport(tx, row.id, { status: "failed", error: reason, finishedAt: now });
    await notifyRequester(tx, row, "exportApplicationsFailed", { params: { jobTitle: job?.role.trim() || undefined, reason }, createdAt: now });
  });
}

/** Tells the requester in the catalogue's words; the notice leads to the job's applications table, where the file is downloaded. */
async function notifyRequester(
  db: Executor,
  row: ApplicationExportRow,
  type: "exportApplicationsSuccess" | "exportApplicationsFailed",
  notice: { params: NotificationParams; createdAt: Date },
): Promise<void> {
  if (!row.requestedByUserId) return;
  await notifyEvent(db, {
    recipientUserIds: [row.requestedByUserId],
    companyId: row.companyId,
    type,
    params: notice.params,
    subject: { jobId: row.jobId },
    // One notice per export, however many times the job runs.
    dedupeKey: `${type}:${row.id}`,
    createdAt: notice.createdAt,
  });
}

export const exportApplicationsJob = createExportApplicationsJob();

/** Background job types of this module, by type name. */
export const applicationExportJobHandlers: Record<string, JobHandler> = {
  [EXPORT_APPLICATIONS_JOB]: exportApplicationsJob,
};
