import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ContactTalentInput, TalentContact } from "@/server/modules/talents/talents-schemas";
import { talentKeys } from "./talent-keys";

/**
 * POST /v1/job-portal/user-company-contacted-student: sends the email through the outbox and
 * records it. The requestId is made once per message composed, so a retry sends nothing twice.
 */
export async function contactTalent(input: ContactTalentInput): Promise<TalentContact> {
  const { data } = await apiClient.post<{ result: TalentContact }>("/v1/job-portal/user-company-contacted-student", input);
  return data.result;
}

export function useContactTalent(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ContactTalentInput, "talentId">) => contactTalent({ ...input, talentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.all }),
  });
}
