import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { talentKeys } from "./talent-keys";

/** POST /v1/job-portal/talent-database: keeps a talent found in Talent Search in the company's database. */
export async function saveTalent(talentId: string): Promise<void> {
  await apiClient.post("/v1/job-portal/talent-database", { talentId });
}

export function useSaveTalent(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveTalent(talentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.all }),
  });
}
