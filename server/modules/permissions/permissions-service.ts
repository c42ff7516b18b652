import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import type { PermissionCriteria } from "@/server/db/schema/member-permissions";
import { describeJobs, keepCompanyJobIds } from "./job-references";
import {
  NAMED_REQUIREMENTS,
  PERMISSION_RESOURCES,
  PERMISSION_RULES,
  evaluatePermission,
  isJobScoped,
  jobScopeOf,
  permissionIdOf,
  type MemberRole,
  type PermissionCheckContext,
  type PermissionGrant,
  type PermissionResource,
  type RequestedAction,
} from "./permissions-contract";
import { memberPermissionRows, toGrant, type MemberPermissionRow, type PermissionWrite } from "./permissions-queries";

// What other modules write through: a member's access is replaced per resource, inside their transaction.
export { replaceResourcePermissions, type PermissionWrite } from "./permissions-queries";
// Read and written by other modules (team, jobs) through this service.
export {
  deleteMemberPermissions,
  deleteMemberPermissionsById,
  insertMemberPermissions,
  memberPermissionRows,
  permissionRowsByMember,
  toGrant,
  updateMemberPermissionJobs,
  type MemberPermissionRow,
} from "./permissions-queries";
import { cannotGrantUnheld, permissionDenied } from "./permissions-errors";
import { type AccessPermission, type AccessPermissionInput, type MyPermissions } from "./permissions-schemas";

// Notifications and tech tests reach the members who may see a job.
export { jobAudienceUserIds } from "./job-audience";
// Change requests keep only the company's own jobs in a request.
export { keepCompanyJobIds } from "./job-references";

export type PermissionSubject = { role: MemberRole; grants: PermissionGrant[] };

// A session object lives for one request, so its grants are read at most once per request.
const grantsBySession = new WeakMap<CompanySessionContext, Promise<PermissionGrant[]>>();

/** The caller's role and stored permissions (owners need none). */
export async function subjectOf(db: Executor, session: CompanySessionContext): Promise<PermissionSubject> {
  if (session.role === "owner") return { role: "owner", grants: [] };
  let grants = grantsBySession.get(session);
  if (!grants) {
    grants = memberPermissionRows(db, session.companyId, session.userCompanyId).then((rows) => rows.map(toGrant));
    grantsBySession.set(session, grants);
  }
  return { role: session.role, grants: await grants };
}

/** A member's stored grants (another member's, unlike subjectOf's caller). */
export async function memberGrants(db: Executor, companyId: string, memberId: string): Promise<PermissionGrant[]> {
  return (await memberPermissionRows(db, companyId, memberId)).map(toGrant);
}

/** Spec 6 for the caller: `can(db, session, "jobPost", "view", { jobId })`. */
export async function can(
  db: Executor,
  session: CompanySessionContext,
  resource: PermissionResource,
  action: RequestedAction,
  context: PermissionCheckContext = {},
): Promise<boolean> {
  return evaluatePermission(await subjectOf(db, session), resource, action, context);
}

/** Throws 403 PERMISSION_DENIED (data: resource, action) unless the caller may. */
export async function assertCan(
  db: Executor,
  session: CompanySessionContext,
  resource: PermissionResource,
  action: RequestedAction,
  context: PermissionCheckContext = {},
  message?: string,
): Promise<void> {
  if (!(await can(db, session, resource, action, context))) throw permissionDenied(resource, action, message);
}

/** GET /v1/job-portal/permission. */
export async function myPermissions(db: Executor, session: CompanySessionContext): Promise<MyPermissions> {
  const subject = await subjectOf(db, session);
  const check = (resource: PermissionResource, action: RequestedAction) => evaluatePermission(subject, resource, action);
  const scope = (resource: PermissionResource, action: RequestedAction) => {
    const found = jobScopeOf(subject, resource, action);
    return found.all ? { all: true, jobIds: [] } : found;
  };
  const rows = session.role === "owner" ? [] : await memberPermissionRows(db, session.companyId, session.userCompanyId);
  const permissions = Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [
      resource,
      { view: check(resource, "view"), manage: check(resource, "manage"), create: check(resource, "create") },
    ]),
  ) as MyPermissions["permissions"];
  const named = (key: keyof typeof NAMED_REQUIREMENTS) => check(NAMED_REQUIREMENTS[key].resource, NAMED_REQUIREMENTS[key].action);
  return {
    userCompanyId: session.userCompanyId,
    companyId: session.companyId,
    role: session.role,
    isOwner: session.role === "owner",
    accessPermissions: await toAccessPermissions(db, session.companyId, rows),
    permissions,
    jobScopes: {
      jobPost: { view: scope("jobPost", "view"), manage: scope("jobPost", "manage") },
      jobPostSalary: { view: scope("jobPostSalary", "view") },
    },
    canAccessTalentSearch: check("talentHunt", "manage"),
    canAccessTalentDB: check("talentDb", "manage"),
    canAccessAnalytics: check("analyticsGeneral", "view"),
    canPostAJob: named("createJob"),
    canViewTeam: named("viewTeam"),
    canManageTeam: named("manageTeam"),
    canEditCompanyProfile: named("editCompanyProfile"),
  };
}

/** Stored rows as spec 3 accessPermissions, with the jobs of their criteria described. */
export async function toAccessPermissions(
  db: Executor,
  companyId: string,
  rows: readonly Pick<MemberPermissionRow, "resource" | "action" | "allowedCriteria">[],
): Promise<AccessPermission[]> {
  const jobIds = rows.flatMap((row) => row.allowedCriteria?.jobIds ?? []);
  const jobs = await describeJobs(db, companyId, [...new Set(jobIds)]);
  return rows.map((row) => ({
    permissionId: permissionIdOf(row.resource, row.action),
    permission: { resource: row.resource, action: row.action },
    allowedCriteria: row.allowedCriteria
      ? {
          jobIds: row.allowedCriteria.jobIds,
          jobs: row.allowedCriteria.jobIds.map((id) => jobs.get(id) ?? { id, title: null }),
        }
      : null,
  }));
}

/** Validated input entries as rows to store; job ids outside the company are dropped. */
export async function toPermissionWrites(
  db: Executor,
  companyId: string,
  entries: readonly AccessPermissionInput[],
): Promise<PermissionWrite[]> {
  const writes: PermissionWrite[] = [];
  for (const entry of entries) {
    const criteria: PermissionCriteria | null = entry.allowedCriteria
      ? { jobIds: await keepCompanyJobIds(db, companyId, entry.allowedCriteria.jobIds) }
      : null;
    writes.push({ resource: entry.permission.resource, action: entry.permission.action, allowedCriteria: criteria });
  }
  return writes;
}

const sameWrite = (grant: PermissionGrant, write: PermissionWrite) =>
  grant.resource === write.resource &&
  grant.action === write.action &&
  JSON.stringify([...(grant.allowedCriteria?.jobIds ?? [])].sort()) === JSON.stringify([...(write.allowedCriteria?.jobIds ?? [])].sort()) &&
  (grant.allowedCriteria === null) === (write.allowedCriteria === null);

/** Whether the editor holds what a write would give. */
function holds(editor: PermissionSubject, write: PermissionWrite): boolean {
  if (write.action === "denied") return true;
  const action = write.action as RequestedAction;
  if (write.allowedCriteria === null) {
    return isJobScoped(write.resource)
      ? jobScopeOf(editor, write.resource, action).all
      : evaluatePermission(editor, write.resource, action);
  }
  if (!isJobScoped(write.resource) && !evaluatePermission(editor, write.resource, action)) return false;
  return write.allowedCriteria.jobIds.every((jobId) => evaluatePermission(editor, write.resource, action, { jobId }));
}

/**
 * A Team Editor who is not the owner may only give access they hold themselves (taking access
 * away, or keeping what the member already has, is always allowed). The owner may give anything.
 */
export async function assertMayGive(
  db: Executor,
  session: CompanySessionContext,
  writes: readonly PermissionWrite[],
  current: readonly PermissionGrant[] = [],
  field = "accessPermissions",
): Promise<void> {
  const editor = await subjectOf(db, session);
  if (editor.role === "owner") return;
  const errors = writes.flatMap((write, index) =>
    current.some((grant) => sameWrite(grant, write)) || holds(editor, write)
      ? []
      : [{ field: `${field}.${index}`, message: `You can't give ${PERMISSION_RULES[write.resource].label} access you don't have yourself` }],
  );
  if (errors.length > 0) {
    throw cannotGrantUnheld(errors);
  }
}
