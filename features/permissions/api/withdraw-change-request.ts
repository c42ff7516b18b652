import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ChangeRequest } from "@/server/modules/change-requests/change-requests-schemas";
import { permissionKeys } from "./permission-keys";

/** DELETE /v1/job-portal/company/change-request/{id}: withdraw one's own pending request. */
export async function withdrawChangeRequest(id: string): Promise<ChangeRequest> {
  const { data } = await apiClient.delete<{ result: ChangeRequest }>(`/v1/job-portal/company/change-request/${encodeURIComponent(id)}`);
  return data.result;
}

export function useWithdrawChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionKeys.myRequests() }),
  });
}
