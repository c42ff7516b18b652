import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MembershipActivity } from "@/server/modules/companies/companies-schemas";
import { authKeys } from "./auth-keys";

/** Spec 7.2: last-seen-at is repeated every 60 s while a company, a session and filled data exist. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

/** PATCH /v1/job-portal/user-company/{id}/last-seen-at */
export async function updateLastSeen(userCompanyId: string): Promise<MembershipActivity> {
  const { data } = await apiClient.patch<{ result: MembershipActivity }>(
    `/v1/job-portal/user-company/${encodeURIComponent(userCompanyId)}/last-seen-at`,
  );
  return data.result;
}

/** A polling query rather than a mutation: React Query owns the interval and stops it on unmount. */
export const lastSeenQueryOptions = (userCompanyId: string) =>
  queryOptions({
    queryKey: authKeys.lastSeen(userCompanyId),
    queryFn: () => updateLastSeen(userCompanyId),
    refetchInterval: LAST_SEEN_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });

export function useLastSeenHeartbeat(userCompanyId: string | null | undefined) {
  return useQuery({ ...lastSeenQueryOptions(userCompanyId ?? ""), enabled: Boolean(userCompanyId) });
}
