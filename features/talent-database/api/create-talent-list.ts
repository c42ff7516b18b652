import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TalentList } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

/** POST /v1/job-portal/talent-lists: a new, empty list. */
export async function createTalentList(name: string): Promise<TalentList> {
  const { data } = await apiClient.post<{ result: TalentList }>("/v1/job-portal/talent-lists", { name });
  return data.result;
}

export function useCreateTalentList() {
  const queryClient = useQueryClient();
  return useMutation<TalentList, ApiClientError, string>({
    mutationFn: createTalentList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.talentLists() }),
  });
}
