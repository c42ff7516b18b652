import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { TalentList } from "@/server/modules/talents/talents-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

export type { TalentList };

/** GET /v1/job-portal/talent-lists: the company's lists (tags) with their talent counts. */
export async function getTalentLists(): Promise<TalentList[]> {
  const { data } = await apiClient.get<{ result: TalentList[] }>("/v1/job-portal/talent-lists");
  return data.result;
}

export const talentListsQueryOptions = () => queryOptions({ queryKey: talentDatabaseKeys.talentLists(), queryFn: getTalentLists, staleTime: 30_000 });

export function useTalentLists() {
  return useQuery(talentListsQueryOptions());
}
