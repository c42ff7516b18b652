/**
 * The permission rules of spec 6, in one table shared by the API (which enforces them) and the
 * portal (which shows their labels). Plain data and pure functions: no server imports.
 *
 * Rule (spec 6):
 * - The owner (shown as Admin) is always allowed.
 * - A member needs a permission for the exact action, or `manage`, which covers every other action —
 *   except that `manage` does not grant `create` on jobPost. `denied` grants nothing.
 * - A permission limited by criteria (specific jobs) applies to a job only if the job is listed.
 * - A check that names no job: jobPost and jobPostSalary are denied (they are per-job resources),
 *   every other resource is allowed when a permission covers the action.
 */

export const PERMISSION_RESOURCES = [
  "jobPost",
  "talentHunt",
  "talentDb",
  "userCompany",
  "postAJob",
  "jobPostSalary",
  "analyticsGeneral",
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = ["view", "manage", "create", "denied"] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
/** What a check asks for; `denied` is only ever stored, never asked. */
export type RequestedAction = Exclude<PermissionAction, "denied">;

export type MemberRole = "owner" | "member";

/** Criteria limiting a permission to specific jobs. `null` means not limited. */
export type StoredCriteria = { jobIds: string[] } | null;

/** One stored permission of a member, as the rule sees it. */
export type PermissionGrant = {
  resource: PermissionResource;
  action: PermissionAction;
  allowedCriteria: StoredCriteria;
};

export type PermissionCheckContext = { jobId?: string };

type ResourceRule = {
  /** Name of the resource in the portal (Manage Team column or dialog field). */
  label: string;
  /** Per-job resources: a check without a job is denied for them. */
  jobScoped: boolean;
  /** Actions that may be stored for the resource. */
  storableActions: readonly PermissionAction[];
  /** Actions an Admin may choose when editing or granting (spec 6: talent database/search exclude view). */
  editableActions: readonly PermissionAction[];
  /** Label of each stored action in the portal. */
  actionLabels: Partial<Record<PermissionAction, string>>;
};

/** THE rule table: one row per resource. */
export const PERMISSION_RULES: Record<PermissionResource, ResourceRule> = {
  jobPost: {
    label: "Access Per Job Post",
    jobScoped: true,
    storableActions: ["view", "manage", "create", "denied"],
    editableActions: ["view", "manage", "create", "denied"],
    actionLabels: { manage: "Editor", view: "Viewer", create: "Allow", denied: "Denied" },
  },
  jobPostSalary: {
    label: "See Salary",
    jobScoped: true,
    storableActions: ["view", "manage", "denied"],
    editableActions: ["view", "manage", "denied"],
    actionLabels: { manage: "See Salary", view: "See Salary", denied: "Denied" },
  },
  talentHunt: {
    label: "Talent Search",
    jobScoped: false,
    storableActions: ["view", "manage", "denied"],
    editableActions: ["manage", "denied"],
    actionLabels: { manage: "Allow", view: "Viewer", denied: "Denied" },
  },
  talentDb: {
    label: "Talent Database",
    jobScoped: false,
    storableActions: ["view", "manage", "denied"],
    editableActions: ["manage", "denied"],
    actionLabels: { manage: "Allow", view: "Viewer", denied: "Denied" },
  },
  userCompany: {
    label: "Team",
    jobScoped: false,
    storableActions: ["view", "manage", "denied"],
    editableActions: ["view", "manage", "denied"],
    actionLabels: { manage: "Editor", view: "Viewer", denied: "Denied" },
  },
  postAJob: {
    label: "Create Job",
    jobScoped: false,
    storableActions: ["create", "denied"],
    editableActions: ["create", "denied"],
    actionLabels: { create: "Allow", denied: "Denied" },
  },
  analyticsGeneral: {
    label: "Analytics",
    jobScoped: false,
    storableActions: ["view", "manage", "denied"],
    editableActions: ["view", "denied"],
    actionLabels: { view: "Allow", manage: "Allow", denied: "Denied" },
  },
};

/** The Manage Team columns of spec 2.9, in order, and the resource behind each. */
export const MANAGE_TEAM_COLUMNS = [
  { key: "member", label: "Member", resource: null },
  { key: "talentDb", label: "Talent Database", resource: "talentDb" },
  { key: "talentHunt", label: "Talent Search", resource: "talentHunt" },
  { key: "postAJob", label: "Create Job", resource: "postAJob" },
  { key: "analyticsGeneral", label: "Analytics", resource: "analyticsGeneral" },
  { key: "jobPost", label: "Access Per Job Post", resource: "jobPost" },
] as const satisfies readonly { key: string; label: string; resource: PermissionResource | null }[];

/**
 * The per-job access levels of spec 6 (jobPost labels): each is a set of grants on one job.
 * Denied is the absence of any of them.
 */
export const JOB_ACCESS_LEVELS = [
  { key: "editor", label: "Editor", grants: [{ resource: "jobPost", action: "manage" }] },
  { key: "viewer", label: "Viewer", grants: [{ resource: "jobPost", action: "view" }] },
  {
    key: "editorSalary",
    label: "Editor + See Salary",
    grants: [
      { resource: "jobPost", action: "manage" },
      { resource: "jobPostSalary", action: "view" },
    ],
  },
  {
    key: "viewerSalary",
    label: "Viewer + See Salary",
    grants: [
      { resource: "jobPost", action: "view" },
      { resource: "jobPostSalary", action: "view" },
    ],
  },
  { key: "denied", label: "Denied", grants: [] },
] as const satisfies readonly {
  key: string;
  label: string;
  grants: readonly { resource: PermissionResource; action: PermissionAction }[];
}[];
export type JobAccessLevelKey = (typeof JOB_ACCESS_LEVELS)[number]["key"];

/** Spec 6 per-job column texts and the list rule (2 jobs, then +N). */
export const JOB_COLUMN_TEXT = {
  ownerEmpty: "Click to give job access",
  memberEmpty: "No Acess to Job Post",
  visibleJobs: 2,
} as const;

/** Spec 6 texts for talent database/search held with view only, and for denied pages. */
export const PERMISSION_MESSAGES = {
  viewOnly: "Your permission is view only. Contact Admin if you need access to edit",
  noPageAccess: "You don’t have access to this page",
  noPostJob: "You don’t have permission to post a job",
  requestSent:
    "Request sent, you’ll be informed when it is responded. If there is no response within 3 days, you can come back and request again",
} as const;

/** The role label of spec 6: the owner is shown as Admin. */
export const ROLE_LABELS: Record<MemberRole, string> = { owner: "Admin", member: "Member" };

/** Guarded pages of spec 6 and the permission each needs. */
export const GUARDED_PAGES = {
  exploreTalents: { path: "/explore-talents", resource: "talentHunt", action: "manage" },
  talentDatabase: { path: "/talent-database", resource: "talentDb", action: "manage" },
  analytics: { path: "/analytics", resource: "analyticsGeneral", action: "view" },
} as const satisfies Record<string, { path: string; resource: PermissionResource; action: RequestedAction }>;

/**
 * What the API requires for actions outside the seven resources. Editing the company profile and
 * inviting or editing members both belong to whoever runs the team (Team Editor, or the Admin).
 */
export const NAMED_REQUIREMENTS = {
  viewTeam: { resource: "userCompany", action: "view" },
  manageTeam: { resource: "userCompany", action: "manage" },
  editCompanyProfile: { resource: "userCompany", action: "manage" },
  createJob: { resource: "postAJob", action: "create" },
} as const satisfies Record<string, { resource: PermissionResource; action: RequestedAction }>;

/** The stable id of a permission in the catalogue, e.g. "talentHunt.manage". */
export function permissionIdOf(resource: PermissionResource, action: PermissionAction): string {
  return `${resource}.${action}`;
}

/** Every storable permission: the catalogue that `permissionId` refers to. */
export const PERMISSION_CATALOGUE = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_RULES[resource].storableActions.map((action) => ({ id: permissionIdOf(resource, action), resource, action })),
);

export function isJobScoped(resource: PermissionResource): boolean {
  return PERMISSION_RULES[resource].jobScoped;
}

/** Whether a stored action covers the requested one (exact, or manage — not create on jobPost). */
export function actionCovers(resource: PermissionResource, stored: PermissionAction, requested: RequestedAction): boolean {
  if (stored === "denied") return false;
  if (stored === requested) return true;
  if (stored !== "manage") return false;
  return !(resource === "jobPost" && requested === "create");
}

/** Whether one stored permission grants the check. */
export function grantAllows(grant: PermissionGrant, resource: PermissionResource, action: RequestedAction, context: PermissionCheckContext = {}): boolean {
  if (grant.resource !== resource || !actionCovers(resource, grant.action, action)) return false;
  if (context.jobId === undefined) return !isJobScoped(resource);
  if (grant.allowedCriteria === null) return true;
  return grant.allowedCriteria.jobIds.includes(context.jobId);
}

/** The whole rule for one check. */
export function evaluatePermission(
  subject: { role: MemberRole; grants: readonly PermissionGrant[] },
  resource: PermissionResource,
  action: RequestedAction,
  context: PermissionCheckContext = {},
): boolean {
  if (subject.role === "owner") return true;
  return subject.grants.some((grant) => grantAllows(grant, resource, action, context));
}

/**
 * Which jobs a subject may act on for a per-job resource: every job (owner, or a permission not
 * limited by criteria), or the listed ones.
 */
export function jobScopeOf(
  subject: { role: MemberRole; grants: readonly PermissionGrant[] },
  resource: PermissionResource,
  action: RequestedAction,
): { all: true } | { all: false; jobIds: string[] } {
  if (subject.role === "owner") return { all: true };
  const jobIds = new Set<string>();
  for (const grant of subject.grants) {
    if (grant.resource !== resource || !actionCovers(resource, grant.action, action)) continue;
    if (grant.allowedCriteria === null) return { all: true };
    for (const jobId of grant.allowedCriteria.jobIds) jobIds.add(jobId);
  }
  return { all: false, jobIds: [...jobIds] };
}

/** The label of a stored action for a resource (Manage Team cells). */
export function actionLabel(resource: PermissionResource, action: PermissionAction | null): string {
  if (action === null) return PERMISSION_RULES[resource].actionLabels.denied ?? "Denied";
  return PERMISSION_RULES[resource].actionLabels[action] ?? "Denied";
}

/** Spec 6 per-job column: Editor over Viewer, each with "+ See Salary" when the salary is visible. */
export function jobAccessLabel(grants: readonly PermissionGrant[], jobId: string): string | null {
  const on = (resource: PermissionResource, action: RequestedAction) =>
    grants.some((grant) => grant.resource === resource && grant.allowedCriteria !== null && grant.allowedCriteria.jobIds.includes(jobId) && actionCovers(resource, grant.action, action)) ||
    grants.some((grant) => grant.resource === resource && grant.allowedCriteria === null && actionCovers(resource, grant.action, action));
  const base = on("jobPost", "manage") ? "Editor" : on("jobPost", "view") ? "Viewer" : null;
  if (!base) return null;
  return on("jobPostSalary", "view") ? `${base} + See Salary` : base;
}
