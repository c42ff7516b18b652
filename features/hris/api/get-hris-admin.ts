import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { HRIS_ERROR_CODES } from "@/server/modules/hris/hris-contract";
import type { HrisAdmin } from "@/server/modules/hris/hris-schemas";
import { HRIS_API } from "./hris-api-base";
import { hrisKeys } from "./hris-keys";
import { notFoundAsNull } from "./not-found-as-null";

/** GET /v2/hris/admin/one?user_id_eq=: the user as an HRIS admin, or null when they are not one (404). */
export async function getHrisAdmin(userId: string): Promise<HrisAdmin | null> {
  const request = apiClient
    .get<{ result: { doc: HrisAdmin } }>("/v2/hris/admin/one", { ...HRIS_API, params: { user_id_eq: userId } })
    .then(({ data }) => data.result.doc);
  return notFoundAsNull(request, HRIS_ERROR_CODES.adminNotFound);
}

export const hrisAdminQueryOptions = (userId: string) =>
  queryOptions({ queryKey: hrisKeys.admin(userId), queryFn: () => getHrisAdmin(userId), staleTime: 0, retry: false });
