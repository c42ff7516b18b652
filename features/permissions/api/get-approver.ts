import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Approver } from "@/server/modules/change-requests/change-requests-schemas";
import type { PermissionResource } from "@/server/modules/permissions/permissions-contract";
import { permissionKeys } from "./permission-keys";

/** GET /v1/job-portal/company/{id}/change-request/approver: whom a denied user should ask (Admin, or the Job Admin). */
export async function getApprover(companyId: string, resource: PermissionResource, jobId?: string): Promise<Approver> {
  const { data } = await apiClient.get<{ result: Approver }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/change-request/approver`, {
    params: { resource, jobId },
  });
  return data.result;
}

export const approverQueryOptions = (companyId: string, resource: PermissionResource, jobId?: string) =>
  queryOptions({
    queryKey: permissionKeys.approver(companyId, resource, jobId),
    queryFn: () => getApprover(companyId, resource, jobId),
  });

export function useApprover(companyId: string | undefined, resource: PermissionResource, jobId?: string) {
  return useQuery({ ...approverQueryOptions(companyId ?? "", resource, jobId), enabled: Boolean(companyId) });
}
