import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { BoostPack } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/checkout/boost-packs: the packs of job boosts on sale. */
export async function getBoostPacks(): Promise<BoostPack[]> {
  const { data } = await apiClient.get<{ result: { docs: BoostPack[] } }>("/v1/job-portal/checkout/boost-packs");
  return data.result.docs;
}

export const boostPacksQueryOptions = () => queryOptions({ queryKey: subscriptionKeys.boostPacks(), queryFn: getBoostPacks, staleTime: 10 * 60_000 });

export function useBoostPacks() {
  return useQuery(boostPacksQueryOptions());
}
