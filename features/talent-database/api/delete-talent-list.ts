import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { talentDatabaseKeys } from "./talent-database-keys";

/** DELETE /v1/job-portal/talent-lists/{listId}: the list goes; its talents stay in the database. */
export async function deleteTalentList(listId: string): Promise<void> {
  await apiClient.delete(`/v1/job-portal/talent-lists/${encodeURIComponent(listId)}`);
}

export function useDeleteTalentList() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: deleteTalentList,
    // Pages filtered by the list, and the detail panels' memberships, change with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.all }),
  });
}
