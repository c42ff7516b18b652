import type { Executor } from "@/server/db/client";
import type { JobReference } from "./permissions-schemas";
import { isUuidText } from "@/server/lib/uuid-text";
import { listCompanyJobTitles, listJobCompanies } from "./job-references-queries";

const wellFormed = (jobIds: readonly string[]) => [...new Set(jobIds)].filter(isUuidText);

/**
 * The jobs named in permission criteria, for display (the per-job column of Manage Team): titles
 * of the caller's company's jobs, looked up in one query. An id that is no job of the company
 * comes back without a title.
 */
export async function describeJobs(db: Executor, companyId: string, jobIds: readonly string[]): Promise<Map<string, JobReference>> {
  const described = new Map<string, JobReference>(jobIds.map((id) => [id, { id, title: null }]));
  const ids = wellFormed(jobIds);
  if (ids.length === 0) return described;
  const rows = await listCompanyJobTitles(db, companyId, ids);
  for (const row of rows) described.set(row.id, { id: row.id, title: row.role });
  return described;
}

/**
 * The subset of `jobIds` a company's criteria may hold: ids of another company's jobs are dropped,
 * so no grant ever points into another tenant. An id that is no job at all is kept: it reaches
 * nothing, since new jobs take random ids (deleting a job takes its id out of criteria itself).
 */
export async function keepCompanyJobIds(db: Executor, companyId: string, jobIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(jobIds)];
  const ids = wellFormed(unique);
  if (ids.length === 0) return unique;
  const rows = await listJobCompanies(db, ids);
  const foreign = new Set(rows.filter((row) => row.companyId !== companyId).map((row) => row.id));
  return unique.filter((id) => !foreign.has(id));
}
