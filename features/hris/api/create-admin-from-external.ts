import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { HrisAdmin, HrisCreateAdminPayload } from "@/server/modules/hris/hris-schemas";
import { HRIS_API } from "./hris-api-base";
import { hrisKeys } from "./hris-keys";

/** POST /v2/hris/admin/action/create-from-external {userId, from}: put the company on HRIS with the user as its Super Admin. */
export async function createAdminFromExternal(payload: HrisCreateAdminPayload): Promise<HrisAdmin> {
  const { data } = await apiClient.post<{ result: { doc: HrisAdmin } }>("/v2/hris/admin/action/create-from-external", payload, HRIS_API);
  return data.result.doc;
}

export function useCreateAdminFromExternal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminFromExternal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hrisKeys.all }),
  });
}
