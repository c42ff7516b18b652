import type { PermissionResource } from "@/server/modules/permissions/permissions-contract";

/** Query keys of the permissions feature; mutations invalidate through these, never a hand-typed key. */
export const permissionKeys = {
  all: ["permissions"] as const,
  mine: () => [...permissionKeys.all, "mine"] as const,
  approver: (companyId: string, resource: PermissionResource, jobId?: string) =>
    [...permissionKeys.all, "approver", companyId, resource, jobId ?? null] as const,
  /** The caller's own pending access requests. */
  myRequests: () => [...permissionKeys.all, "my-requests"] as const,
};
