import {
  JOB_ACCESS_LEVELS,
  JOB_COLUMN_TEXT,
  PERMISSION_RULES,
  actionLabel,
  jobAccessLabel,
  type JobAccessLevelKey,
  type PermissionAction,
  type PermissionGrant,
  type PermissionResource,
} from "@/server/modules/permissions/permissions-contract";
import type { AccessPermission, AccessPermissionInput } from "@/server/modules/permissions/permissions-schemas";
import type { Member } from "@/server/modules/team/team-schemas";

/**
 * How Manage Team reads and writes a member's access. Every label comes from the rule table in
 * permissions-contract.ts (spec 6); nothing here re-types one.
 */

/** The resources edited one choice each (the job post columns are per job). */
export const SINGLE_CHOICE_RESOURCES = ["talentDb", "talentHunt", "postAJob", "analyticsGeneral", "userCompany"] as const;
export type SingleChoiceResource = (typeof SINGLE_CHOICE_RESOURCES)[number];

/** What the Admin holds on each resource: everything (spec 6, "owner ... all rights"). */
const OWNER_ACTIONS: Record<PermissionResource, PermissionAction> = {
  jobPost: "manage",
  jobPostSalary: "view",
  talentHunt: "manage",
  talentDb: "manage",
  userCompany: "manage",
  postAJob: "create",
  analyticsGeneral: "view",
};

export function toGrants(accessPermissions: readonly AccessPermission[]): PermissionGrant[] {
  return accessPermissions.map((entry) => ({
    resource: entry.permission.resource,
    action: entry.permission.action,
    allowedCriteria: entry.allowedCriteria ? { jobIds: entry.allowedCriteria.jobIds } : null,
  }));
}

/** The one stored action of a non-job resource, or null when none is stored (shown as Denied). */
export function storedAction(accessPermissions: readonly AccessPermission[], resource: PermissionResource): PermissionAction | null {
  return accessPermissions.find((entry) => entry.permission.resource === resource)?.permission.action ?? null;
}

/** A Manage Team cell: the label of spec 6 for what the member holds on the resource. */
export function accessCellLabel(member: Pick<Member, "role" | "accessPermissions">, resource: PermissionResource): string {
  if (member.role === "owner") return actionLabel(resource, OWNER_ACTIONS[resource]);
  return actionLabel(resource, storedAction(member.accessPermissions, resource));
}

/** Talent database and search held with view only: shown with spec 6's view-only message. */
export function isViewOnlyTalentAccess(member: Pick<Member, "role" | "accessPermissions">, resource: PermissionResource): boolean {
  return member.role !== "owner" && (resource === "talentDb" || resource === "talentHunt") && storedAction(member.accessPermissions, resource) === "view";
}

export type JobCell = { id: string; title: string; label: string };
export type JobColumn =
  | { kind: "all"; label: string }
  | { kind: "jobs"; visible: JobCell[]; more: number; all: JobCell[]; alsoAll: string | null }
  | { kind: "none"; text: string; canGive: boolean };

/** A job known only by its id (the job posts module names them later). */
function jobTitleOf(id: string, title: string | null): string {
  return title ?? `Job ${id.slice(0, 8)}`;
}

/**
 * Spec 6's per-job column: each job with Editor (manage) over Viewer (view), "+ See Salary" when the
 * salary is visible; 2 jobs, then +N. Access to every job reads "All job posts". Nothing: 'Click to
 * give job access' for the owner (who can give it), 'No Acess to Job Post' for everyone else.
 */
export function jobColumnOf(member: Pick<Member, "role" | "accessPermissions">, viewerIsOwner: boolean): JobColumn {
  if (member.role === "owner") return { kind: "all", label: JOB_ACCESS_LEVELS.find((level) => level.key === "editorSalary")!.label };
  const grants = toGrants(member.accessPermissions);
  // A job id no criteria lists: only permissions reaching every job apply to it.
  const everyJob = jobAccessLabel(grants, "\u0000every-job");
  const titles = new Map<string, string>();
  for (const entry of member.accessPermissions) {
    if (entry.permission.resource !== "jobPost" || !entry.allowedCriteria) continue;
    for (const job of entry.allowedCriteria.jobs) titles.set(job.id, jobTitleOf(job.id, job.title));
    for (const id of entry.allowedCriteria.jobIds) if (!titles.has(id)) titles.set(id, jobTitleOf(id, null));
  }
  const jobs = [...titles].flatMap(([id, title]) => {
    const label = jobAccessLabel(grants, id);
    return label ? [{ id, title, label }] : [];
  });
  if (jobs.length === 0 && everyJob) return { kind: "all", label: everyJob };
  if (jobs.length === 0) {
    return viewerIsOwner
      ? { kind: "none", text: JOB_COLUMN_TEXT.ownerEmpty, canGive: true }
      : { kind: "none", text: JOB_COLUMN_TEXT.memberEmpty, canGive: false };
  }
  const visible = jobs.slice(0, JOB_COLUMN_TEXT.visibleJobs);
  return { kind: "jobs", visible, more: jobs.length - visible.length, all: jobs, alsoAll: everyJob };
}

// --- The access form (invite and edit) -----------------------------------------------------------

/** "specific": the member's access is limited to listed jobs; left as it is unless changed. */
export type JobAccessChoice = JobAccessLevelKey | "specific";

export type AccessFormValues = Record<SingleChoiceResource, PermissionAction> & { jobAccess: JobAccessChoice };

/** A new member starts with nothing but what the Admin ticks. */
export const DEFAULT_ACCESS: AccessFormValues = {
  talentDb: "denied",
  talentHunt: "denied",
  postAJob: "denied",
  analyticsGeneral: "denied",
  userCompany: "denied",
  jobAccess: "denied",
};

/** The choices of a resource, labelled from the rule table (talent database/search: Allow or Denied, spec 6). */
export function choicesOf(resource: SingleChoiceResource): { value: PermissionAction; label: string }[] {
  return PERMISSION_RULES[resource].editableActions.map((action) => ({ value: action, label: actionLabel(resource, action) }));
}

export const JOB_ACCESS_CHOICES = JOB_ACCESS_LEVELS.map((level) => ({ value: level.key, label: level.label }));

function unlimitedJobLevel(accessPermissions: readonly AccessPermission[]): JobAccessLevelKey | null {
  const holds = (resource: PermissionResource, action: PermissionAction) =>
    accessPermissions.some((entry) => entry.permission.resource === resource && entry.permission.action === action && entry.allowedCriteria === null);
  const salary = holds("jobPostSalary", "view") || holds("jobPostSalary", "manage");
  if (holds("jobPost", "manage")) return salary ? "editorSalary" : "editor";
  if (holds("jobPost", "view")) return salary ? "viewerSalary" : "viewer";
  return null;
}

export function accessFormOf(member: Pick<Member, "accessPermissions">): AccessFormValues {
  const values = { ...DEFAULT_ACCESS };
  for (const resource of SINGLE_CHOICE_RESOURCES) values[resource] = storedAction(member.accessPermissions, resource) ?? "denied";
  const limited = member.accessPermissions.some(
    (entry) => (entry.permission.resource === "jobPost" || entry.permission.resource === "jobPostSalary") && entry.allowedCriteria !== null,
  );
  values.jobAccess = unlimitedJobLevel(member.accessPermissions) ?? (limited ? "specific" : "denied");
  return values;
}

function jobAccessEntries(level: JobAccessLevelKey): AccessPermissionInput[] {
  const grants = JOB_ACCESS_LEVELS.find((item) => item.key === level)!.grants as readonly { resource: PermissionResource; action: PermissionAction }[];
  const forResource = (resource: "jobPost" | "jobPostSalary"): AccessPermissionInput => {
    const grant = grants.find((item) => item.resource === resource);
    return { permission: { resource, action: grant?.action ?? "denied" }, allowedCriteria: null };
  };
  return [forResource("jobPost"), forResource("jobPostSalary")];
}

/**
 * The accessPermissions to send. Editing (`initial` given): every resource whose choice changed;
 * the API replaces each resource named and keeps the others, so specific-job access stays as it is
 * unless a level is chosen. Inviting: what is given (no entry reads as Denied).
 */
export function accessPayload(values: AccessFormValues, initial: AccessFormValues | null = null): AccessPermissionInput[] {
  const entries: AccessPermissionInput[] = [];
  for (const resource of SINGLE_CHOICE_RESOURCES) {
    const changed = initial ? initial[resource] !== values[resource] : values[resource] !== "denied";
    if (changed) entries.push({ permission: { resource, action: values[resource] } });
  }
  if (values.jobAccess === "specific") return entries;
  if (initial ? initial.jobAccess !== values.jobAccess : values.jobAccess !== "denied") {
    const jobEntries = jobAccessEntries(values.jobAccess);
    entries.push(...(initial ? jobEntries : jobEntries.filter((entry) => entry.permission.action !== "denied")));
  }
  return entries;
}
