import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { talentDatabaseKeys } from "./talent-database-keys";

/** DELETE /v1/job-portal/talents/{talentId}/notes/{noteId}: only the author's own note. */
export async function deleteTalentNote({ talentId, noteId }: { talentId: string; noteId: string }): Promise<void> {
  await apiClient.delete(`/v1/job-portal/talents/${encodeURIComponent(talentId)}/notes/${encodeURIComponent(noteId)}`);
}

export function useDeleteTalentNote(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    mutationFn: (noteId) => deleteTalentNote({ talentId, noteId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.notes(talentId) }),
  });
}
