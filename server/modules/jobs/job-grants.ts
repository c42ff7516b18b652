import type { Executor } from "@/server/db/client";
import type { InvitedPermission } from "@/server/db/schema/company-invitations";
import { JOB_ACCESS_LEVELS, actionCovers, type JobAccessLevelKey, type PermissionAction, type PermissionResource } from "@/server/modules/permissions/permissions-contract";
import {
  deleteMemberPermissionsById,
  insertMemberPermissions,
  updateMemberPermissionJobs,
  type MemberPermissionRow,
} from "@/server/modules/permissions/permissions-service";

/** One per-job grant: jobPost manage or view, jobPostSalary view. */
export type JobGrant = { resource: PermissionResource; action: PermissionAction };
const PER_JOB_RESOURCES: readonly PermissionResource[] = ["jobPost", "jobPostSalary"];

/** The grants of a hiring-team access level (spec 6 labels: Editor, Viewer, each + See Salary). */
export function grantsOfLevel(level: string): JobGrant[] {
  const found = JOB_ACCESS_LEVELS.find((entry) => entry.key === (level as JobAccessLevelKey));
  return found ? found.grants.map((grant) => ({ resource: grant.resource, action: grant.action })) : [];
}

const sameGrant = (a: JobGrant, b: JobGrant) => a.resource === b.resource && a.action === b.action;

type Entry = { resource: string; action: string; allowedCriteria: { jobIds: string[] } | null };

/**
 * The changes to one holder's entries (stored permissions or an invitation's) for one job: each
 * wanted grant reaches the job, by adding it to a criteria-limited entry (never narrowing an
 * unlimited one); with `prune`, the job leaves the criteria of per-job entries it no longer wants.
 */
export function planJobAccess<T extends Entry>(entries: readonly T[], jobId: string, wanted: readonly JobGrant[], options: { prune: boolean; keep?: readonly JobGrant[] }) {
  const updates: { entry: T; jobIds: string[] }[] = [];
  const inserts: JobGrant[] = [];
  const deletes: T[] = [];
  for (const grant of wanted) {
    const unlimited = entries.some(
      (entry) => entry.resource === grant.resource && entry.allowedCriteria === null && actionCovers(grant.resource, entry.action as PermissionAction, grant.action as "view" | "manage"),
    );
    if (unlimited) continue;
    const exact = entries.find((entry) => entry.resource === grant.resource && entry.action === grant.action);
    if (!exact) inserts.push(grant);
    else if (!exact.allowedCriteria!.jobIds.includes(jobId)) updates.push({ entry: exact, jobIds: [...exact.allowedCriteria!.jobIds, jobId] });
    // A stored "Denied" for the resource would contradict the access now given.
    for (const entry of entries) if (entry.resource === grant.resource && entry.action === "denied") deletes.push(entry);
  }
  if (options.prune) {
    for (const entry of entries) {
      if (!PER_JOB_RESOURCES.includes(entry.resource as PermissionResource) || entry.allowedCriteria === null || !entry.allowedCriteria.jobIds.includes(jobId)) continue;
      const grant = { resource: entry.resource as PermissionResource, action: entry.action as PermissionAction };
      if (wanted.some((item) => sameGrant(item, grant)) || options.keep?.some((item) => sameGrant(item, grant))) continue;
      const rest = entry.allowedCriteria.jobIds.filter((id) => id !== jobId);
      if (rest.length === 0) deletes.push(entry);
      else updates.push({ entry, jobIds: rest });
    }
  }
  return { updates, inserts, deletes: [...new Set(deletes)] };
}

/** Applies `planJobAccess` to a member's stored permissions (rows of `member_permissions`). */
export async function setMemberJobAccess(
  db: Executor,
  member: { companyId: string; memberId: string; rows: readonly MemberPermissionRow[] },
  jobId: string,
  wanted: readonly JobGrant[],
  options: { prune: boolean; keep?: readonly JobGrant[] },
): Promise<void> {
  const plan = planJobAccess(member.rows, jobId, wanted, options);
  const now = new Date();
  if (plan.deletes.length > 0) await deleteMemberPermissionsById(db, member.companyId, member.memberId, plan.deletes.map((row) => row.id));
  for (const update of plan.updates) {
    await updateMemberPermissionJobs(db, member.companyId, update.entry.id, update.jobIds, now);
  }
  if (plan.inserts.length > 0) {
    await insertMemberPermissions(db, {
      companyId: member.companyId,
      memberId: member.memberId,
      entries: plan.inserts.map((grant) => ({ resource: grant.resource, action: grant.action, allowedCriteria: { jobIds: [jobId] } })),
    });
  }
}

/** Applies `planJobAccess` to an invitation's access list, answering the new list. */
export function invitationJobAccess(entries: readonly InvitedPermission[], jobId: string, wanted: readonly JobGrant[], options: { prune: boolean }): InvitedPermission[] {
  const plan = planJobAccess(entries, jobId, wanted, options);
  const deleted = new Set<InvitedPermission>(plan.deletes);
  const updated = new Map(plan.updates.map((update) => [update.entry, update.jobIds]));
  return [
    ...entries.filter((entry) => !deleted.has(entry)).map((entry) => (updated.has(entry) ? { ...entry, allowedCriteria: { jobIds: updated.get(entry)! } } : entry)),
    ...plan.inserts.map((grant) => ({ resource: grant.resource, action: grant.action, allowedCriteria: { jobIds: [jobId] } })),
  ];
}
