import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import { authKeys } from "./auth-keys";

/**
 * GET /v1/users/me: the signed-in user with company, subscription and usage (spec 3). The API
 * validates its own answer; the browser trusts the type rather than carrying zod to parse it again.
 */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await apiClient.get<{ result: CurrentUser }>("/v1/users/me");
  return data.result;
}

export const currentUserQueryOptions = () =>
  // The portal layout renders it on the server; the client keeps that answer for a while rather
  // than asking again on the first mount.
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: getCurrentUser, staleTime: 60_000 });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...options });
}
