import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { currentUserSchema, type CurrentUser } from "@/server/modules/auth/auth-schemas";

/** POST /v1/job-portal/invited-user-company/accept: the signed-in invitee joins; a new access-token cookie is set. */
export async function acceptInvitation(token: string): Promise<CurrentUser> {
  const { data } = await apiClient.post<{ result: unknown }>("/v1/job-portal/invited-user-company/accept", { token });
  return currentUserSchema.parse(data.result);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
