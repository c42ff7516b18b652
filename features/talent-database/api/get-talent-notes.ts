import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { TalentNote } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

export type { TalentNote };

/** GET /v1/job-portal/talents/{talentId}/notes: the team's notes on a talent, newest first. */
export async function getTalentNotes(talentId: string): Promise<TalentNote[]> {
  const { data } = await apiClient.get<{ result: TalentNote[] }>(`/v1/job-portal/talents/${encodeURIComponent(talentId)}/notes`);
  return data.result;
}

export const talentNotesQueryOptions = (talentId: string) =>
  queryOptions({ queryKey: talentDatabaseKeys.notes(talentId), queryFn: () => getTalentNotes(talentId), staleTime: 30_000 });

export function useTalentNotes(talentId: string) {
  return useQuery(talentNotesQueryOptions(talentId));
}
