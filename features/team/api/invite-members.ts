import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { inviteResultSchema, type Invitation, type InviteRequest } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** POST /v1/job-portal/invited-user-company: invite emails with the same access; each gets a join link. */
export async function inviteMembers(input: InviteRequest): Promise<Invitation[]> {
  const { data } = await apiClient.post<{ result: unknown }>("/v1/job-portal/invited-user-company", input);
  return inviteResultSchema.parse(data.result).docs;
}

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
