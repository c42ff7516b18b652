import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { InviteTalentInput, TalentInvitation } from "@/server/modules/talents/talents-schemas";
import { talentKeys } from "./talent-keys";

/** POST /v1/job-portal/talents/{talentId}/invitations: an email inviting the talent to apply to one published job. */
export async function inviteTalent(talentId: string, input: InviteTalentInput): Promise<TalentInvitation> {
  const { data } = await apiClient.post<{ result: TalentInvitation }>(`/v1/job-portal/talents/${encodeURIComponent(talentId)}/invitations`, input);
  return data.result;
}

export function useInviteTalent(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteTalentInput) => inviteTalent(talentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.talent(talentId) }),
  });
}
