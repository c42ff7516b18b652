import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { HrisJoinRequest, HrisJoinRequestPayload } from "@/server/modules/hris/hris-schemas";
import { HRIS_API } from "./hris-api-base";
import { hrisKeys } from "./hris-keys";

/** POST /v2/hris/joinrequest/one {userId, companyId, note?, from}: ask the company's Super Admin for HRIS access. */
export async function createJoinRequest(payload: HrisJoinRequestPayload): Promise<HrisJoinRequest> {
  const { data } = await apiClient.post<{ result: { doc: HrisJoinRequest } }>("/v2/hris/joinrequest/one", payload, HRIS_API);
  return data.result.doc;
}

export function useCreateJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJoinRequest,
    onSettled: (_data, _error, payload) => queryClient.invalidateQueries({ queryKey: hrisKeys.joinRequest(payload.userId) }),
  });
}
