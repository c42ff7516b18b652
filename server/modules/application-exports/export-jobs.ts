import type { JobHandler } from "@/server/jobs/worker";

/** Background job types of this module, by type name. */
export const applicationExportJobHandlers: Record<string, JobHandler> = {};
