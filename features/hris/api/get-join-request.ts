import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { HRIS_ERROR_CODES } from "@/server/modules/hris/hris-contract";
import type { HrisJoinRequest } from "@/server/modules/hris/hris-schemas";
import { HRIS_API } from "./hris-api-base";
import { hrisKeys } from "./hris-keys";
import { notFoundAsNull } from "./not-found-as-null";

/** GET /v2/hris/joinrequest/one?user_id_eq=&with=emails: the user's latest join request, or null before the first. */
export async function getJoinRequest(userId: string): Promise<HrisJoinRequest | null> {
  const request = apiClient
    .get<{ result: { doc: HrisJoinRequest } }>("/v2/hris/joinrequest/one", { ...HRIS_API, params: { user_id_eq: userId, with: "emails" } })
    .then(({ data }) => data.result.doc);
  return notFoundAsNull(request, HRIS_ERROR_CODES.joinRequestNotFound);
}

export const joinRequestQueryOptions = (userId: string) =>
  queryOptions({ queryKey: hrisKeys.joinRequest(userId), queryFn: () => getJoinRequest(userId), staleTime: 0, retry: false });

export function useJoinRequest(userId: string, enabled: boolean) {
  return useQuery({ ...joinRequestQueryOptions(userId), enabled });
}
