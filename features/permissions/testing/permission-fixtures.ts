import { PERMISSION_RESOURCES, type PermissionResource } from "@/server/modules/permissions/permissions-contract";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";

type Allowed = Partial<Record<PermissionResource, Partial<Record<"view" | "manage" | "create", boolean>>>>;

/** A member's answer of GET /v1/job-portal/permission: nothing allowed unless listed. */
export function memberPermissions(allowed: Allowed = {}, overrides: Partial<MyPermissions> = {}): MyPermissions {
  const permissions = Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [resource, { view: false, manage: false, create: false, ...allowed[resource] }]),
  ) as MyPermissions["permissions"];
  const none = { all: false, jobIds: [] };
  return {
    userCompanyId: "uc-2",
    companyId: "c-1",
    role: "member",
    isOwner: false,
    accessPermissions: [],
    permissions,
    jobScopes: { jobPost: { view: none, manage: none }, jobPostSalary: { view: none } },
    canAccessTalentSearch: Boolean(allowed.talentHunt?.manage),
    canAccessTalentDB: Boolean(allowed.talentDb?.manage),
    canAccessAnalytics: Boolean(allowed.analyticsGeneral?.view),
    canPostAJob: Boolean(allowed.postAJob?.create),
    canViewTeam: Boolean(allowed.userCompany?.view),
    canManageTeam: Boolean(allowed.userCompany?.manage),
    canEditCompanyProfile: Boolean(allowed.userCompany?.manage),
    ...overrides,
  };
}

export function ownerPermissions(): MyPermissions {
  const all = Object.fromEntries(PERMISSION_RESOURCES.map((resource) => [resource, { view: true, manage: true, create: true }])) as Allowed;
  return memberPermissions(all, { role: "owner", isOwner: true, userCompanyId: "uc-1" });
}
