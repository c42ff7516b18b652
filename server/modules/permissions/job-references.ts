import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema/jobs";
import type { JobReference } from "./permissions-schemas";
import { isUuidText } from "@/server/lib/uuid-text";

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
  const rows = await db
    .select({ id: jobs.id, role: jobs.role })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, ids)));
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
  const rows = await db.select({ id: jobs.id, companyId: jobs.companyId }).from(jobs).where(inArray(jobs.id, ids));
  const foreign = new Set(rows.filter((row) => row.companyId !== companyId).map((row) => row.id));
  return unique.filter((id) => !foreign.has(id));
}
