import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Invitation } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** POST /v1/job-portal/invited-user-company/{id}/resend: mail a new link; the sent date moves. */
export async function resendInvitation(id: string): Promise<Invitation> {
  const { data } = await apiClient.post<{ result: Invitation }>(`/v1/job-portal/invited-user-company/${encodeURIComponent(id)}/resend`);
  return data.result;
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
