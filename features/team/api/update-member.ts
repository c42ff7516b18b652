import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { Member, UpdateMemberRequest } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** PATCH /v1/job-portal/user-company/{userId}: change a member's access (per resource) or accept a join request. */
export async function updateMember(userId: string, input: UpdateMemberRequest): Promise<Member> {
  const { data } = await apiClient.patch<{ result: Member }>(`/v1/job-portal/user-company/${encodeURIComponent(userId)}`, input);
  return data.result;
}

export function useUpdateMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: UpdateMemberRequest }) => updateMember(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(companyId) }),
  });
}
