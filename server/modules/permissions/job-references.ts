import type { Executor } from "@/server/db/client";
import type { JobReference } from "./permissions-schemas";

/**
 * The jobs named in permission criteria, for display (the per-job column of Manage Team).
 *
 * The job posts module owns the jobs table; until it exists a job is known only by its id, so the
 * title is null. When jobs land, this is the one function to change: look the titles up in the
 * caller's company (ids of another company's jobs then come back without a title and are dropped
 * from criteria by `keepCompanyJobIds`).
 */
export async function describeJobs(_db: Executor, _companyId: string, jobIds: readonly string[]): Promise<Map<string, JobReference>> {
  return new Map(jobIds.map((id) => [id, { id, title: null }]));
}

/**
 * The subset of `jobIds` that are jobs of the company. Until the jobs table exists every well-formed
 * id is kept (there is nothing of another company to point at yet).
 */
export async function keepCompanyJobIds(_db: Executor, _companyId: string, jobIds: readonly string[]): Promise<string[]> {
  return [...new Set(jobIds)];
}
