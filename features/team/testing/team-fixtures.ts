import { permissionIdOf, type PermissionAction, type PermissionResource } from "@/server/modules/permissions/permissions-contract";
import type { AccessPermission } from "@/server/modules/permissions/permissions-schemas";
import type { Invitation, Member, MemberList } from "@/server/modules/team/team-schemas";

export function access(resource: PermissionResource, action: PermissionAction, jobs?: { id: string; title: string | null }[]): AccessPermission {
  return {
    permissionId: permissionIdOf(resource, action),
    permission: { resource, action },
    allowedCriteria: jobs ? { jobs, jobIds: jobs.map((job) => job.id) } : null,
  };
}

let counter = 0;
export function member(overrides: Partial<Member> = {}): Member {
  counter += 1;
  return {
    id: `uc-${counter}`,
    userId: `u-${counter}`,
    companyId: "c-1",
    name: `Member ${counter}`,
    email: `member${counter}@acme.test`,
    role: "member",
    status: "active",
    jobTitle: null,
    department: null,
    profile: { profilePictureUrl: null },
    accessPermissions: [],
    lastSeenAt: null,
    createdAt: "2026-11-01T02:00:00.000Z",
    updatedAt: "2026-11-01T02:00:00.000Z",
    ...overrides,
  };
}

export function memberList(docs: Member[]): MemberList {
  return { docs, page: 1, limit: 20, totalDocs: docs.length, totalPages: 1, hasNextPage: false };
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    email: `invitee${counter}@acme.test`,
    status: "pending",
    sentAt: "2026-11-20T07:05:00.000Z",
    resent: false,
    expiresAt: "2026-11-27T07:05:00.000Z",
    acceptedAt: null,
    userCompanyId: null,
    invitedBy: { name: "Ayu", email: "ayu@acme.test" },
    accessPermissions: [],
    createdAt: "2026-11-20T07:05:00.000Z",
    ...overrides,
  };
}
