import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { talentKeys } from "./talent-keys";

/**
 * POST /v1/job-portal/user-company-accessed-student: reveals the contact details and counts one
 * unlock against the plan (never twice for the same talent). TALENT_QUOTA_REACHED when used up.
 */
export async function unlockTalent(talentId: string): Promise<TalentDetail> {
  const { data } = await apiClient.post<{ result: TalentDetail }>("/v1/job-portal/user-company-accessed-student", { talentId });
  return data.result;
}

export function useUnlockTalent(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlockTalent(talentId),
    // Cards show "Unlocked" and every detail the new quota: refresh all talent queries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.all }),
  });
}
