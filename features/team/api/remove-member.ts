import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { teamKeys } from "./team-keys";

/** DELETE /v1/job-portal/user-company/{id}: remove a member, or decline a join request. */
export async function removeMember(id: string): Promise<void> {
  await apiClient.delete(`/v1/job-portal/user-company/${encodeURIComponent(id)}`);
}

export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) }),
  });
}
