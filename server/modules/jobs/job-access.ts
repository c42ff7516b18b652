import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { evaluatePermission, type jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import { permissionDenied } from "@/server/modules/permissions/permissions-errors";
import { memberPermissionRows, toGrant, type PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { jobNotFound } from "./jobs-errors";
import { findJobOfCompany, type JobRow } from "./jobs-queries";

export type { JobRow } from "./jobs-queries";

/**
 * The caller's role and grants, read fresh. The permissions service caches grants per request,
 * but creating a job or saving its hiring team can change the caller's own access mid-request, and
 * the answer (canEdit, salary) must show the access after the change.
 */
export async function loadSubject(db: Executor, session: CompanySessionContext): Promise<PermissionSubject> {
  if (session.role === "owner") return { role: "owner", grants: [] };
  const rows = await memberPermissionRows(db, session.companyId, session.userCompanyId);
  return { role: session.role, grants: rows.map(toGrant) };
}

/** What the caller may do with one job (spec 6, per job). */
export function jobAbilities(subject: PermissionSubject, jobId: string) {
  return {
    view: evaluatePermission(subject, "jobPost", "view", { jobId }),
    edit: evaluatePermission(subject, "jobPost", "manage", { jobId }),
    seeSalary: evaluatePermission(subject, "jobPostSalary", "view", { jobId }),
  };
}

/** A predicate over job ids for a computed job scope. */
export function scopeTest(scope: ReturnType<typeof jobScopeOf>): (jobId: string) => boolean {
  if (scope.all) return () => true;
  const ids = new Set(scope.jobIds);
  return (jobId) => ids.has(jobId);
}

/** The job of the caller's company, or 404 (another company's job reads as missing). */
export async function findCompanyJob(db: Executor, companyId: string, jobId: string, options: { forUpdate?: boolean } = {}): Promise<JobRow> {
  const row = await findJobOfCompany(db, companyId, jobId, options);
  if (!row) throw jobNotFound();
  return row;
}

/**
 * The job, after checking the caller holds jobPost `action` on it. A job of the company the caller
 * may not see answers 403 PERMISSION_DENIED (data: resource, action), so the portal can offer the
 * access request of spec 6.
 */
export async function jobForAction(
  db: Executor,
  session: CompanySessionContext,
  jobId: string,
  action: "view" | "manage",
  options: { forUpdate?: boolean } = {},
): Promise<{ job: JobRow; subject: PermissionSubject }> {
  const job = await findCompanyJob(db, session.companyId, jobId, options);
  const subject = await loadSubject(db, session);
  if (!evaluatePermission(subject, "jobPost", action, { jobId })) {
    const viewer = action === "manage" && evaluatePermission(subject, "jobPost", "view", { jobId });
    throw permissionDenied(
      "jobPost",
      action,
      viewer ? "You can only view this job post. Ask the Job Admin for editor access" : "You don't have access to this job post. Ask the Job Admin for access",
    );
  }
  return { job, subject };
}
