import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { ImportRowFailure } from "@/server/db/schema/job-imports";
import type { JobHandler } from "@/server/jobs/worker";
import { addApplicant } from "@/server/modules/applications/applications-service";
import { queueApplicationAnalysis } from "@/server/modules/ai-analyzer/ai-analyzer-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { fileStorage } from "@/server/storage/storage";
import { replaceUnstorableText } from "@/server/lib/unstorable-text";
import { yieldToEventLoop } from "@/server/lib/yield-to-event-loop";
import { createRowClassifier } from "./import-row-validation";
import { applicationIdsOfImportBatch, findImportBatch, importBatchIdsOfApplications, updateImportBatch, type ImportBatchRow } from "./job-imports-queries";
import type { ImportMapping } from "./job-imports-schemas";
import { parseSpreadsheet } from "./spreadsheet-parser";

const payloadSchema = z.object({ importBatchId: z.uuid() });
/**
 * A chunk (one transaction) ends after IMPORT_CHUNK_SIZE rows or once it has worked
 * IMPORT_CHUNK_BUDGET_MS, whichever comes first, and always holds at least one row. Short on
 * purpose: on the embedded database a transaction holds the one connection and never leaves the
 * current task, so every other request waits for the chunk (a row takes about 4 ms there on a quiet
 * machine, several times that on a busy one).
 */
export const IMPORT_CHUNK_SIZE = 25;
export const IMPORT_CHUNK_BUDGET_MS = 20;

type Counts = { processedRows: number; createdCount: number; skippedCount: number; failedCount: number; failures: ImportRowFailure[] };

/**
 * Runs one import batch: every row is checked again, valid rows go through addApplicant (source
 * "import", no email to the applicant) in short transactions (chunks: see IMPORT_CHUNK_SIZE), and
 * the counts are written with each chunk so the result page shows progress. Between chunks it gives the event loop
 * a turn, so the API keeps answering while a large file runs on the embedded database.
 *
 * Idempotent: a run that starts again after a crash counts from the start, and a row whose
 * application this batch already created (addApplicant answers `duplicate` pointing at an
 * application of this batch) counts as created, not skipped, so nothing is added or counted twice.
 */
export function createImportApplicantsJob(storage: () => FileStorage = fileStorage): JobHandler {
  return async (payload, { db, log, isLastAttempt }) => {
    const { importBatchId } = payloadSchema.parse(payload);
    const batch = await findImportBatch(db, importBatchId);
    if (!batch || batch.status === "done" || batch.status === "failed") return;

    try {
      await runBatch(db, storage(), batch);
    } catch (error) {
      if (!isLastAttempt) throw error;
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, importBatchId }, "import failed on its last attempt");
      await updateImportBatch(db, importBatchId, { status: "failed", error: message, finishedAt: new Date() });
      await storage().delete(batch.fileStorageKey);
    }
  };
}

async function runBatch(db: Database, storage: FileStorage, batch: ImportBatchRow): Promise<void> {
  const data = await storage.get(batch.fileStorageKey);
  if (!data) throw new Error("The uploaded file is no longer stored; upload it again");
  const format = batch.fileStorageKey.endsWith(".xlsx") ? "xlsx" : "csv";
  const sheet = await parseSpreadsheet(new Uint8Array(data), format);
  const job = { id: batch.jobId, companyId: batch.companyId };
  const mapping = batch.mapping as ImportMapping;

  await updateImportBatch(db, batch.id, { status: "running", startedAt: batch.startedAt ?? new Date(), totalRows: sheet.rows.length, processedRows: 0, createdCount: 0, skippedCount: 0, failedCount: 0, failures: [], error: null });

  // Duplicates inside the file and invalid rows are known from the file alone; the database decides the rest.
  const classify = createRowClassifier(mapping);
  const counts: Counts = { processedRows: 0, createdCount: 0, skippedCount: 0, failedCount: 0, failures: [] };

  for (let start = 0; start < sheet.rows.length; ) {
    // Between chunks the connection and the event loop are free: requests (the progress poll among
    // them) are answered while the import runs.
    await yieldToEventLoop();
    const taken = await db.transaction(async (tx) => {
      const chunkStarted = performance.now();
      const next = { ...counts, failures: [...counts.failures] };
      const duplicates: string[] = [];
      let end = start;
      while (end < sheet.rows.length && end - start < IMPORT_CHUNK_SIZE && (end === start || performance.now() - chunkStarted < IMPORT_CHUNK_BUDGET_MS)) {
        const original = sheet.rows[end]!;
        const row = classify(original);
        end += 1;
        if (!row.input || row.status === "duplicateInFile") {
          next.failedCount += 1;
          next.failures.push({ row: row.row, reasons: row.errors.map((error) => error.message), values: storableCells(original.values) });
          continue;
        }
        const result = await addApplicant(tx, job, row.input, { source: "import", importBatchId: batch.id });
        if (result.outcome === "created") next.createdCount += 1;
        else duplicates.push(result.applicationId);
      }
      const batchOf = await importBatchIdsOfApplications(tx, duplicates);
      for (const applicationId of duplicates) {
        if (batchOf.get(applicationId) === batch.id) next.createdCount += 1;
        else next.skippedCount += 1;
      }
      next.processedRows += end - start;
      next.failures.sort((left, right) => left.row - right.row);
      await updateImportBatch(tx, batch.id, {
        processedRows: next.processedRows,
        createdCount: next.createdCount,
        skippedCount: next.skippedCount,
        failedCount: next.failedCount,
        // The whole list is rewritten, so only when it grew: chunks are small and many.
        ...(next.failedCount > counts.failedCount ? { failures: next.failures } : {}),
      });
      Object.assign(counts, next);
      return end - start;
    });
    start += taken;
  }

  // The analyzer gets the batch's applications when it is done, in batches of its own size rather
  // than one small job per chunk; a run that dies before this point queues them on its next run.
  await db.transaction(async (tx) => {
    const applicationIds = await applicationIdsOfImportBatch(tx, job.id, batch.id);
    await queueApplicationAnalysis(tx, { companyId: job.companyId, jobId: job.id, applicationIds });
    await updateImportBatch(tx, batch.id, { status: "done", finishedAt: new Date() });
  });
  await storage.delete(batch.fileStorageKey);
}

/** A failed row is kept as the file had it, but a NUL or lone surrogate (which the database refuses) shows as U+FFFD. */
function storableCells(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([header, cell]) => [header, replaceUnstorableText(cell)]));
}

export const importApplicantsJob = createImportApplicantsJob();
