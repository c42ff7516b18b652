import { createHash } from "node:crypto";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { enqueueJob } from "@/server/jobs/queue";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import type { FileStorage } from "@/server/storage/file-storage";
import { checkSpreadsheetUpload } from "@/server/storage/upload-policy";
import { classifyRows, candidateEmails } from "./import-row-validation";
import {
  emailsWithApplication,
  findActiveBatchOfFile,
  findCompanyJob,
  findJobBatch,
  insertImportBatch,
  listJobBatches,
  toBatch,
  toBatchSummary,
  type ImportBatchRow,
} from "./job-imports-queries";
import { importNotFound, invalidMapping, mappingIncomplete } from "./job-imports-errors";
import {
  IMPORT_FIELDS,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  REQUIRED_IMPORT_FIELDS,
  importFieldLabel,
  importMappingSchema,
  suggestImportMapping,
  type ImportBatch,
  type ImportBatchSummary,
  type ImportMapping,
  type ImportPreview,
} from "./job-imports-schemas";
import { parseSpreadsheet, type ParsedSheet, type SpreadsheetFormat } from "./spreadsheet-parser";

export const IMPORT_APPLICANTS_JOB = "applicants.import";

export type ImportUpload = { data: Uint8Array; fileName: string };
type ReadFile = ParsedSheet & { format: SpreadsheetFormat; data: Uint8Array; fileName: string };

/** 404 unless the job is the caller's company's. (Permission is checked by the route's middleware.) */
export async function companyJobOrThrow(db: Executor, session: CompanySessionContext, jobId: string) {
  const job = await findCompanyJob(db, session.companyId, jobId);
  if (!job) throw jobNotFound();
  return job;
}

/** Type by content (CSV as UTF-8 text, XLSX by its bytes), size, then the rows. */
export async function readImportFile(upload: ImportUpload): Promise<ReadFile> {
  const checked = await checkSpreadsheetUpload({ data: upload.data, field: IMPORT_FILE_FIELD, fileName: upload.fileName, maxBytes: IMPORT_MAX_BYTES });
  const format: SpreadsheetFormat = checked.extension === "csv" ? "csv" : "xlsx";
  const sheet = await parseSpreadsheet(checked.data, format);
  return { ...sheet, format, data: checked.data, fileName: upload.fileName.slice(0, 255) || `import.${format}` };
}

/** The mapping field of the multipart body: JSON `{ field: header }`. Undefined when not sent. */
export function parseMappingField(raw: unknown): ImportMapping | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (typeof raw !== "string") throw invalidMapping("mapping", "Send the mapping once, as JSON");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalidMapping("mapping", 'The mapping must be JSON, e.g. {"name":"Full name","email":"Email"}');
  }
  const parsed = importMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path.join(".");
    const message = issue.code === "unrecognized_keys" ? `Unknown field "${key}"; fields are ${IMPORT_FIELDS.join(", ")}` : issue.message;
    throw invalidMapping(key ? `mapping.${key}` : "mapping", message);
  }
  return parsed.data;
}

/** Every mapped column must be one of the file's headers. */
function assertMappingFitsFile(mapping: ImportMapping, headers: readonly string[]): void {
  for (const [field, header] of Object.entries(mapping)) {
    if (!headers.includes(header)) throw invalidMapping(`mapping.${field}`, `The file has no column "${header}"`);
  }
}

/** POST .../import/preview: what an import of this file would do. Stores nothing. */
export async function previewImport(db: Database, session: CompanySessionContext, jobId: string, upload: ImportUpload, sentMapping: ImportMapping | undefined): Promise<ImportPreview> {
  const job = await companyJobOrThrow(db, session, jobId);
  const file = await readImportFile(upload);
  const suggestedMapping = suggestImportMapping(file.headers);
  const mapping = sentMapping ?? suggestedMapping;
  assertMappingFitsFile(mapping, file.headers);

  const applied = await emailsWithApplication(db, job.id, candidateEmails(file.rows, mapping));
  const classified = classifyRows(file.rows, mapping, applied);
  const count = (status: string) => classified.filter((row) => row.status === status).length;
  return {
    fileName: file.fileName,
    headers: file.headers,
    suggestedMapping,
    mapping,
    unmappedRequiredFields: REQUIRED_IMPORT_FIELDS.filter((field) => !mapping[field]),
    totalRows: classified.length,
    validRows: count("valid"),
    invalidRows: count("invalid"),
    duplicateRowsInFile: count("duplicateInFile"),
    alreadyAppliedRows: count("alreadyApplied"),
    rows: classified.slice(0, IMPORT_PREVIEW_ROWS).map((row) => ({
      row: row.row,
      values: row.values as Record<string, string>,
      errors: row.errors,
      status: row.status,
    })),
    errorRows: classified
      .filter((row) => row.status === "invalid" || row.status === "duplicateInFile")
      .map((row) => ({ row: row.row, status: row.status, errors: row.errors })),
  };
}

/**
 * POST .../import: stores the file, creates the batch and queues its background job together.
 * The same file with the same mapping while its batch is still queued or running answers that
 * batch; once it has finished, a new run is allowed (its rows come back as duplicates).
 */
export async function startImport(
  db: Database,
  storage: FileStorage,
  session: CompanySessionContext,
  jobId: string,
  upload: ImportUpload,
  mapping: ImportMapping | undefined,
): Promise<ImportBatch> {
  const job = await companyJobOrThrow(db, session, jobId);
  const missing = REQUIRED_IMPORT_FIELDS.filter((field) => !mapping?.[field]);
  if (!mapping || missing.length > 0) {
    const errors = missing.map((field) => ({ field: `mapping.${field}`, message: `Choose the column that holds ${importFieldLabel(field)}` }));
    throw mappingIncomplete(errors);
  }
  const file = await readImportFile(upload);
  assertMappingFitsFile(mapping, file.headers);
  const fileSha256 = createHash("sha256").update(file.data).digest("hex");

  const running = await findActiveBatchOfFile(db, job.id, fileSha256, mapping);
  if (running) return batchResult(db, session, job.id, running.id);

  // The storage names the file; its id becomes the batch's id (imports/<companyId>/<batchId>.<ext>).
  const stored = await storage.put({ data: file.data, prefix: `imports/${session.companyId}`, extension: file.format });
  const batchId = stored.key.slice(stored.key.lastIndexOf("/") + 1, stored.key.lastIndexOf("."));
  let existing: ImportBatchRow | null = null;
  try {
    existing = await db.transaction(async (tx) => {
      const raced = await findActiveBatchOfFile(tx, job.id, fileSha256, mapping);
      if (raced) return raced;
      await insertImportBatch(tx, {
        id: batchId,
        companyId: session.companyId,
        jobId: job.id,
        createdByUserId: session.userId,
        fileName: file.fileName,
        fileStorageKey: stored.key,
        fileSha256,
        mapping,
        status: "queued",
        totalRows: file.rows.length,
      });
      await enqueueJob(tx, { type: IMPORT_APPLICANTS_JOB, payload: { importBatchId: batchId }, dedupeKey: `import:${batchId}`, maxAttempts: 5 });
      return null;
    });
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
  if (existing) {
    await storage.delete(stored.key);
    return batchResult(db, session, job.id, existing.id);
  }
  return batchResult(db, session, job.id, batchId);
}

async function batchResult(db: Executor, session: CompanySessionContext, jobId: string, batchId: string): Promise<ImportBatch> {
  const row = await findJobBatch(db, session.companyId, jobId, batchId);
  if (!row) throw importNotFound();
  return toBatch(row);
}

export async function listImports(db: Executor, session: CompanySessionContext, jobId: string): Promise<ImportBatchSummary[]> {
  const job = await companyJobOrThrow(db, session, jobId);
  return (await listJobBatches(db, session.companyId, job.id)).map(toBatchSummary);
}

export async function getImport(db: Executor, session: CompanySessionContext, jobId: string, batchId: string): Promise<ImportBatch> {
  const job = await companyJobOrThrow(db, session, jobId);
  return batchResult(db, session, job.id, batchId);
}
