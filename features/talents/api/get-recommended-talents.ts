import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { TALENT_SEARCH_DEFAULT_LIMIT } from "@/server/modules/talents/talents-contract";
import type { TalentPage } from "@/server/modules/talents/talents-schemas";
import { talentKeys } from "./talent-keys";

export type RecommendedQuery = { jobId?: string };

/** GET /v1/job-portal/talents/recommended: the For You tab, best match first; each card says why. */
export async function getRecommendedTalents(query: RecommendedQuery & { cursor?: string; limit?: number }, signal?: AbortSignal): Promise<TalentPage> {
  const { data } = await apiClient.get<{ result: TalentPage }>("/v1/job-portal/talents/recommended", { params: query, signal });
  return data.result;
}

export const recommendedTalentsInfiniteQueryOptions = (query: RecommendedQuery = {}) =>
  infiniteQueryOptions({
    queryKey: talentKeys.recommended(query),
    queryFn: ({ pageParam, signal }) => getRecommendedTalents({ ...query, cursor: pageParam, limit: TALENT_SEARCH_DEFAULT_LIMIT }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
  });

export function useRecommendedTalents(query: RecommendedQuery = {}) {
  return useInfiniteQuery(recommendedTalentsInfiniteQueryOptions(query));
}
