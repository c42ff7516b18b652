import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { jobs } from "./jobs";
import { users } from "./users";
import { timestamps } from "./columns";

export const importBatchStatus = pgEnum("import_batch_status", ["queued", "running", "done", "failed"]);

/** Which file column feeds each applicant field (field key → column header). */
export type ImportColumnMapping = Record<string, string>;
/** A row the import could not take, with its 1-based row number in the file and the reasons. */
export type ImportRowFailure = { row: number; reasons: string[]; values: Record<string, string> };

/**
 * One run of an applicant import (spec 2.6 /job-post/[id]/import/[importBatchId]). The file stays
 * in storage until the run finishes; progress is counted as rows are processed, so the result page
 * can show it while the background job runs.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    fileStorageKey: text().notNull(),
    /** SHA-256 of the file's bytes, to recognise the same file run again. */
    fileSha256: text().notNull(),
    mapping: jsonb().$type<ImportColumnMapping>().notNull(),
    status: importBatchStatus().notNull().default("queued"),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    createdCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    failures: jsonb().$type<ImportRowFailure[]>().notNull().default([]),
    error: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("import_batches_job_created_idx").on(table.jobId, table.createdAt.desc())],
);
