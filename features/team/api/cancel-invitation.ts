import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { teamKeys } from "./team-keys";

/** DELETE /v1/job-portal/invited-user-company/{id}: withdraw a pending invitation (its link stops working). */
export async function cancelInvitation(id: string): Promise<void> {
  await apiClient.delete(`/v1/job-portal/invited-user-company/${encodeURIComponent(id)}`);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
