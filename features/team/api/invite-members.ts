import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { z } from "zod";
import type { Invitation, InviteRequest, inviteResultSchema } from "@/server/modules/team/team-schemas";
import { teamKeys } from "./team-keys";

/** POST /v1/job-portal/invited-user-company: invite emails with the same access; each gets a join link. */
export async function inviteMembers(input: InviteRequest): Promise<Invitation[]> {
  const { data } = await apiClient.post<{ result: z.output<typeof inviteResultSchema> }>("/v1/job-portal/invited-user-company", input);
  return data.result.docs;
}

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
