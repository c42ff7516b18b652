import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { TalentPage } from "@/server/modules/talents/talents-schemas";
import type { TalentDatabaseFilterQuery } from "../lib/talent-database-address";
import { talentDatabaseKeys } from "./talent-database-keys";

export type { TalentPage };

/** GET /v1/job-portal/talent-database: a keyset page of the company's own talents (arrays as repeated keys). */
export async function getTalentDatabase(query: TalentDatabaseFilterQuery & { cursor?: string }, signal?: AbortSignal): Promise<TalentPage> {
  const { data } = await apiClient.get<{ result: TalentPage }>("/v1/job-portal/talent-database", { params: query, signal });
  return data.result;
}

export const talentDatabaseInfiniteQueryOptions = (query: TalentDatabaseFilterQuery) =>
  infiniteQueryOptions({
    queryKey: talentDatabaseKeys.list(query),
    queryFn: ({ pageParam, signal }) => getTalentDatabase({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });

/** The database's talents for the address's filter, page after page ("Show more"). */
export function useTalentDatabase(query: TalentDatabaseFilterQuery) {
  return useInfiniteQuery({ ...talentDatabaseInfiniteQueryOptions(query), placeholderData: keepPreviousData });
}
