import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TalentList } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

/** PATCH /v1/job-portal/talent-lists/{listId}: a new name; its talents stay. */
export async function renameTalentList({ listId, name }: { listId: string; name: string }): Promise<TalentList> {
  const { data } = await apiClient.patch<{ result: TalentList }>(`/v1/job-portal/talent-lists/${encodeURIComponent(listId)}`, { name });
  return data.result;
}

export function useRenameTalentList() {
  const queryClient = useQueryClient();
  return useMutation<TalentList, ApiClientError, { listId: string; name: string }>({
    mutationFn: renameTalentList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.talentLists() }),
  });
}
