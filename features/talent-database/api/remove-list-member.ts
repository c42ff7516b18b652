import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { talentDatabaseKeys } from "./talent-database-keys";

export type RemoveListMemberInput = { listId: string; talentId: string };

/** DELETE /v1/job-portal/talent-lists/{listId}/members/{talentId}. */
export async function removeListMember({ listId, talentId }: RemoveListMemberInput): Promise<void> {
  await apiClient.delete(`/v1/job-portal/talent-lists/${encodeURIComponent(listId)}/members/${encodeURIComponent(talentId)}`);
}

export function useRemoveListMember(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, RemoveListMemberInput>({
    mutationFn: removeListMember,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.all });
      onChanged?.();
    },
  });
}
