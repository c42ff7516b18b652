import { z } from "zod";
import { candidateFilterSchema, candidateSchema } from "@/server/modules/applications/applications-schemas";
import { APPLICATION_EXPORT_FORMATS } from "@/server/modules/pipeline/pipeline-contract";
import { isExportRunning, APPLICATION_EXPORT_STATUSES, type ApplicationExportStatus } from "./application-exports-contract";

/** The applications table (issue 7) and its CSV and XLSX exports: the contract the portal reads. */

export const APPLICATIONS_PAGE_SIZE = 50;
export const MAX_APPLICATIONS_PAGE_SIZE = 100;

/** GET /v1/job-portal/job/{jobId}/applications query: the candidates' filter and sort, page by number. */
export const applicationsQuerySchema = candidateFilterSchema.extend({
  page: z.coerce.number().int("Use a whole number").min(1, "At least 1").max(100_000, "At most 100000").default(1),
  limit: z.coerce
    .number()
    .int("Use a whole number")
    .min(1, "At least 1")
    .max(MAX_APPLICATIONS_PAGE_SIZE, `At most ${MAX_APPLICATIONS_PAGE_SIZE}`)
    .default(APPLICATIONS_PAGE_SIZE),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;
export type ApplicationsQueryInput = z.input<typeof applicationsQuerySchema>;

/** One row of the table: a candidate of the list with the step's name and the status as recruiters read it. */
export const applicationRowSchema = candidateSchema.extend({
  stepName: z.string(),
  statusLabel: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const applicationsPageSchema = z.object({
  docs: z.array(applicationRowSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** Applications matching the filter. */
  total: z.number().int(),
  /** At least 1, so "page 1 of 1" reads right when nothing matches. */
  totalPages: z.number().int(),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

/** POST /v1/job-portal/job/{jobId}/applications/exports body: the format and the table's filter and sort. */
export const createApplicationExportSchema = z.object({
  format: z.enum(APPLICATION_EXPORT_FORMATS, { error: "Use csv or xlsx" }),
  // prefault: an absent filter is parsed as {}, so its defaults (the sort) apply.
  filter: candidateFilterSchema.prefault({}),
});
export type CreateApplicationExportInput = z.input<typeof createApplicationExportSchema>;

export const applicationExportSchema = z.object({
  id: z.string(),
  format: z.enum(APPLICATION_EXPORT_FORMATS),
  status: z.enum(APPLICATION_EXPORT_STATUSES),
  /** Rows the filter matched when the export started (null until then). */
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The file is downloadable until then (7 days after it was built). */
  expiresAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Built and not yet expired. */
  downloadable: z.boolean(),
});
export type ApplicationExport = z.infer<typeof applicationExportSchema>;

export const applicationExportListSchema = z.object({ docs: z.array(applicationExportSchema) });
export type ApplicationExportList = z.infer<typeof applicationExportListSchema>;

export const APPLICATION_EXPORT_ERROR_CODES = {
  exportNotFound: "EXPORT_NOT_FOUND",
  exportNotReady: "EXPORT_NOT_READY",
  exportExpired: "EXPORT_EXPIRED",
} as const;

// Zod-free, for client code: ./application-exports-contract.ts
export { isExportRunning, APPLICATION_EXPORT_STATUSES, type ApplicationExportStatus };
