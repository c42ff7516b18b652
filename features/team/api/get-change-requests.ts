import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { ChangeRequest, changeRequestListSchema } from "@/server/modules/change-requests/change-requests-schemas";
import { teamKeys } from "./team-keys";

/** GET /v1/job-portal/company/{id}/change-request?status=pending: access requests waiting for an answer. */
export async function getPendingChangeRequests(companyId: string): Promise<ChangeRequest[]> {
  const { data } = await apiClient.get<{ result: z.output<typeof changeRequestListSchema> }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/change-request`, {
    params: { status: "pending" },
  });
  return data.result.docs;
}

export const pendingChangeRequestsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: teamKeys.changeRequests(companyId), queryFn: () => getPendingChangeRequests(companyId) });

export function usePendingChangeRequests(companyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingChangeRequestsQueryOptions(companyId), ...options });
}
