import type { Executor } from "@/server/db/client";
import { applicationNotFound } from "./pipeline-errors";
import { jobApplicationsById, type JobApplicationRow } from "./pipeline-queries";

/**
 * Every one of `applicationIds` as an application of the company's job, or 404
 * APPLICATION_NOT_FOUND when any is unknown or another job's or company's (before anything is
 * written, so a bulk request is all or nothing). `lock` holds the rows for the transaction.
 */
export async function requireJobApplications(
  db: Executor,
  params: { companyId: string; jobId: string; applicationIds: readonly string[] },
  options: { lock?: boolean } = {},
): Promise<JobApplicationRow[]> {
  const rows = await jobApplicationsById(db, params, options);
  if (rows.length !== new Set(params.applicationIds).size) throw applicationNotFound();
  return rows;
}
