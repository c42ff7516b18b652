import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ChangeRequest, CreateChangeRequest } from "@/server/modules/change-requests/change-requests-schemas";
import { permissionKeys } from "./permission-keys";

/** POST /v1/job-portal/company/change-request {type, note, data}: ask for access (spec 3 Change request). */
export async function createChangeRequest(input: CreateChangeRequest): Promise<ChangeRequest> {
  const { data } = await apiClient.post<{ result: ChangeRequest }>("/v1/job-portal/company/change-request", input);
  return data.result;
}

export function useCreateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionKeys.myRequests() }),
  });
}
