/** Application exports: the zod-free part the portal needs (statuses); the zod schemas are application-exports-schemas.ts. */

export function isExportRunning(status: ApplicationExportStatus): boolean {
  return status === "queued" || status === "running";
}

export const APPLICATION_EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

export type ApplicationExportStatus = (typeof APPLICATION_EXPORT_STATUSES)[number];
