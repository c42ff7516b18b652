import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { talentDatabaseKeys } from "./talent-database-keys";

export type AddListMembersInput = { listId: string; talentIds: string[] };

/** POST /v1/job-portal/talent-lists/{listId}/members: adds talents (members already there stay once). */
export async function addListMembers({ listId, talentIds }: AddListMembersInput): Promise<{ added: number }> {
  const { data } = await apiClient.post<{ result: { added: number } }>(`/v1/job-portal/talent-lists/${encodeURIComponent(listId)}/members`, { talentIds });
  return data.result;
}

/** `onChanged` lets a page refresh what it shows outside this feature (a talent's detail, say). */
export function useAddListMembers(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation<{ added: number }, ApiClientError, AddListMembersInput>({
    mutationFn: addListMembers,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.all });
      onChanged?.();
    },
  });
}
