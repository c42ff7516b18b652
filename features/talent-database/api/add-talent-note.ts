import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TalentNote } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

/** POST /v1/job-portal/talents/{talentId}/notes. */
export async function addTalentNote({ talentId, body }: { talentId: string; body: string }): Promise<TalentNote> {
  const { data } = await apiClient.post<{ result: TalentNote }>(`/v1/job-portal/talents/${encodeURIComponent(talentId)}/notes`, { body });
  return data.result;
}

export function useAddTalentNote(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation<TalentNote, ApiClientError, string>({
    mutationFn: (body) => addTalentNote({ talentId, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: talentDatabaseKeys.notes(talentId) }),
  });
}
