import { z } from "zod";
import { IMPORT_FILE_FIELD, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, IMPORT_ACCEPT, IMPORT_FIELDS, IMPORT_FIELD_DEFINITIONS, importTemplateCsv, isImportRunning, type ImportFieldDefinition, IMPORT_BATCH_STATUSES, type ImportBatchStatus, type ImportField } from "./job-imports-contract";

/** Applicant imports: request and response schemas (zod); the field list and limits are job-imports-contract.ts. */

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const REQUIRED_IMPORT_FIELDS = IMPORT_FIELD_DEFINITIONS.filter((field) => field.required).map((field) => field.key);

export function importFieldLabel(key: ImportField): string {
  return IMPORT_FIELD_DEFINITIONS.find((field) => field.key === key)!.label;
}

/** "E-mail address " → "emailaddress": how headers and synonyms are compared. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9+]/g, "");
}

/** Which column each field would take, by header name; a column goes to one field at most. */
export function suggestImportMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELD_DEFINITIONS) {
    const keys = new Set([field.key, field.label, ...field.synonyms].map(headerKey));
    const header = headers.find((candidate) => !taken.has(candidate) && keys.has(headerKey(candidate)));
    if (header !== undefined) {
      mapping[field.key] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** Field key → the file's column header. A field left out (or blank) is not imported. */
export const importMappingSchema = z
  .object(Object.fromEntries(IMPORT_FIELDS.map((key) => [key, z.string().trim().max(200).optional()])) as Record<ImportField, z.ZodOptional<z.ZodString>>)
  .strict()
  .transform((mapping) => Object.fromEntries(Object.entries(mapping).filter(([, header]) => header)) as ImportMapping);
export type ImportMapping = Partial<Record<ImportField, string>>;

export const importFieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ImportFieldError = z.infer<typeof importFieldErrorSchema>;

export const IMPORT_ROW_STATUSES = ["valid", "invalid", "duplicateInFile", "alreadyApplied"] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const importPreviewRowSchema = z.object({
  /** 1-based row number in the file; the header is row 1. */
  row: z.number().int(),
  /** The mapped values, by field. */
  values: z.record(z.string(), z.string()),
  errors: z.array(importFieldErrorSchema),
  status: z.enum(IMPORT_ROW_STATUSES),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  suggestedMapping: z.record(z.string(), z.string()),
  /** The mapping the preview used: the one sent, or else the suggested one. */
  mapping: z.record(z.string(), z.string()),
  /** Required fields the mapping leaves without a column; the import is refused until they have one. */
  unmappedRequiredFields: z.array(z.enum(IMPORT_FIELDS)),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  duplicateRowsInFile: z.number().int(),
  alreadyAppliedRows: z.number().int(),
  /** The first IMPORT_PREVIEW_ROWS rows. */
  rows: z.array(importPreviewRowSchema),
  /** Every row the import would fail (invalid, or a repeated email), with its reasons. */
  errorRows: z.array(z.object({ row: z.number().int(), status: z.enum(IMPORT_ROW_STATUSES), errors: z.array(importFieldErrorSchema) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importFailureSchema = z.object({
  row: z.number().int(),
  reasons: z.array(z.string()),
  /** The row as it was in the file, by column header. */
  values: z.record(z.string(), z.string()),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const importBatchSummarySchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  fileName: z.string(),
  mapping: z.record(z.string(), z.string()),
  status: z.enum(IMPORT_BATCH_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  /** processedRows / totalRows, 0-100 (100 once done). */
  percent: z.number(),
  createdCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportBatchSummary = z.infer<typeof importBatchSummarySchema>;

export const importBatchSchema = importBatchSummarySchema.extend({ failures: z.array(importFailureSchema) });
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importBatchListSchema = z.object({ docs: z.array(importBatchSummarySchema) });
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

export const IMPORT_ERROR_CODES = {
  tooManyRows: "IMPORT_TOO_MANY_ROWS",
  noRows: "IMPORT_NO_ROWS",
  unreadableFile: "IMPORT_FILE_UNREADABLE",
  unpacksTooLarge: "IMPORT_FILE_UNPACKS_TOO_LARGE",
  tooManyCells: "IMPORT_TOO_MANY_CELLS",
  invalidMapping: "IMPORT_INVALID_MAPPING",
} as const;

// Zod-free, for client code: ./job-imports-contract.ts
export { IMPORT_FILE_FIELD, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, IMPORT_ACCEPT, IMPORT_FIELDS, IMPORT_FIELD_DEFINITIONS, importTemplateCsv, isImportRunning, type ImportFieldDefinition, IMPORT_BATCH_STATUSES, type ImportBatchStatus, type ImportField };
