import { sql, type SQL } from "drizzle-orm";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { executeRows, type Executor } from "@/server/db/client";
import { uuidArray } from "@/server/db/sql-arrays";
import { loadSubject } from "@/server/modules/jobs/job-access";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { jobsNotVisible } from "./analytics-errors";
import type { AnalyticsQuery } from "./analytics-schemas";
import { isUuidText } from "@/server/lib/uuid-text";

/**
 * Which jobs the figures cover: the job filter of spec 3 narrowed to the jobs the caller may view
 * (jobPost view, spec 6 per-job access; the owner sees all). `ids` limits to those jobs, `active`
 * to published ones; neither means every job of the company.
 */
export type JobSelection = { companyId: string; ids: string[] | null; active: boolean; explicit: boolean };

/**
 * selectedJob naming a job that is not the company's, or one the member may not view, is refused
 * with 422 on jobIds (ANALYTICS_JOBS_NOT_FOUND) rather than silently dropped: figures that quietly
 * cover fewer jobs than asked would read as the chosen jobs' figures.
 */
export async function resolveJobSelection(db: Executor, session: CompanySessionContext, query: Pick<AnalyticsQuery, "jobFilter" | "jobIds">): Promise<JobSelection> {
  const subject = await loadSubject(db, session);
  const scope = jobScopeOf(subject, "jobPost", "view");
  const visible = scope.all ? null : scope.jobIds.filter(isUuidText);
  const base = { companyId: session.companyId };
  if (query.jobFilter !== "selectedJob") {
    return { ...base, ids: visible, active: query.jobFilter === "allActiveJob", explicit: false };
  }
  const found = await executeRows<{ id: string }>(db, sql`select id from jobs where company_id = ${session.companyId} and id = any(${uuidArray(query.jobIds)})`);
  const known = new Set(found.map((row) => row.id));
  const allowed = visible === null ? null : new Set(visible);
  const missing = query.jobIds.filter((id) => !known.has(id) || (allowed !== null && !allowed.has(id)));
  if (missing.length > 0) {
    throw jobsNotVisible(missing);
  }
  return { ...base, ids: query.jobIds, active: false, explicit: true };
}

/** The selection as a condition on a job id column. */
export function jobCondition(selection: JobSelection, column: SQL): SQL {
  const parts: SQL[] = [];
  if (selection.ids !== null) parts.push(selection.ids.length === 0 ? sql`false` : sql`${column} = any(${uuidArray(selection.ids)})`);
  if (selection.active) parts.push(sql`${column} in (select j.id from jobs j where j.company_id = ${selection.companyId} and j.status = 'published')`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * Whether the figures cover every job of the company (no job filter and no per-job access), so the
 * company-wide rollups may answer them. A member limited to some jobs never reads those.
 */
export function coversWholeCompany(selection: JobSelection): boolean {
  return selection.ids === null && !selection.active;
}

/** The one selected job, when the figures cover exactly one (the funnel then follows its own steps). */
export function singleJobOf(selection: JobSelection): string | null {
  return selection.explicit && selection.ids?.length === 1 ? selection.ids[0]! : null;
}
