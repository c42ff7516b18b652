import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { ChangeRequest, changeRequestListSchema } from "@/server/modules/change-requests/change-requests-schemas";
import type { PermissionResource } from "@/server/modules/permissions/permissions-contract";
import { permissionKeys } from "./permission-keys";

/**
 * The caller's own pending access requests, from GET /v1/job-portal/company/{id}/change-request
 * (which answers the requests the caller may answer, and their own).
 */
export async function getMyPendingChangeRequests(companyId: string, userCompanyId: string): Promise<ChangeRequest[]> {
  const { data } = await apiClient.get<{ result: z.output<typeof changeRequestListSchema> }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/change-request`, {
    params: { status: "pending" },
  });
  return data.result.docs.filter((request) => request.requester.userCompanyId === userCompanyId);
}

export const myPendingChangeRequestsQueryOptions = (companyId: string, userCompanyId: string) =>
  queryOptions({ queryKey: permissionKeys.myRequests(), queryFn: () => getMyPendingChangeRequests(companyId, userCompanyId) });

/** The caller's pending request for one resource, if any. */
export function useMyPendingChangeRequest(companyId: string, userCompanyId: string, resource: PermissionResource) {
  const query = useQuery(myPendingChangeRequestsQueryOptions(companyId, userCompanyId));
  return { ...query, request: query.data?.find((request) => request.data.resource === resource) ?? null };
}
