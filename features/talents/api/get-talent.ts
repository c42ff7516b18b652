import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { TalentDetailContext } from "@/server/modules/talents/talents-contract";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { talentKeys } from "./talent-keys";

export type { TalentDetail };

/** GET /v1/job-portal/talents/{talentId}?context=: the profile, what this company did with the talent, and the unlock quota. */
export async function getTalent(talentId: string, context: TalentDetailContext): Promise<TalentDetail> {
  const { data } = await apiClient.get<{ result: TalentDetail }>(`/v1/job-portal/talents/${encodeURIComponent(talentId)}`, { params: { context } });
  return data.result;
}

export const talentDetailQueryOptions = (talentId: string, context: TalentDetailContext) =>
  queryOptions({ queryKey: talentKeys.detail(talentId, context), queryFn: () => getTalent(talentId, context), staleTime: 30_000 });

export function useTalent(talentId: string, context: TalentDetailContext) {
  return useQuery(talentDetailQueryOptions(talentId, context));
}

/** The CV opens in the browser (a plain link under the API's base). */
export function talentCvPath(talentId: string): string {
  return `/v1/job-portal/talents/${encodeURIComponent(talentId)}/cv`;
}
