import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { HomeAttention } from "@/server/modules/home/home-schemas";
import { homeKeys } from "./home-keys";

/** GET /v1/job-portal/home/attention: what needs the caller now, over the open jobs they may see. */
export async function getHomeAttention(): Promise<HomeAttention> {
  const response = await apiClient.get<{ result: HomeAttention }>("/v1/job-portal/home/attention");
  return response.data.result;
}

export const homeAttentionQueryOptions = () => queryOptions({ queryKey: homeKeys.attention(), queryFn: getHomeAttention, staleTime: 30_000 });

export function useHomeAttention() {
  return useQuery(homeAttentionQueryOptions());
}
