import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";

/** POST /v1/job-portal/invited-user-company/accept: the signed-in invitee joins; a new access-token cookie is set. */
export async function acceptInvitation(token: string): Promise<CurrentUser> {
  const { data } = await apiClient.post<{ result: CurrentUser }>("/v1/job-portal/invited-user-company/accept", { token });
  return data.result;
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
