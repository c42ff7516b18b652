import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { TALENT_SEARCH_DEFAULT_LIMIT } from "@/server/modules/talents/talents-contract";
import type { TalentCard, TalentPage } from "@/server/modules/talents/talents-schemas";
import type { TalentFilterQuery } from "../lib/talent-search-address";
import { talentKeys } from "./talent-keys";

export type { TalentCard, TalentPage };

/** GET /v1/job-portal/talents/search: one keyset page of discoverable talents (tab All); arrays go as repeated keys. */
export async function searchTalents(query: TalentFilterQuery & { cursor?: string; limit?: number }, signal?: AbortSignal): Promise<TalentPage> {
  const { data } = await apiClient.get<{ result: TalentPage }>("/v1/job-portal/talents/search", { params: query, signal });
  return data.result;
}

export const talentSearchInfiniteQueryOptions = (query: TalentFilterQuery) =>
  infiniteQueryOptions({
    queryKey: talentKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchTalents({ ...query, cursor: pageParam, limit: TALENT_SEARCH_DEFAULT_LIMIT }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

/** Talent Search's All tab, page after page; the previous result stays on screen while a filter changes. */
export function useTalentSearch(query: TalentFilterQuery) {
  return useInfiniteQuery({ ...talentSearchInfiniteQueryOptions(query), placeholderData: keepPreviousData });
}
