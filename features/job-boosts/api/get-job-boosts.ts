import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { JobBoostOverview } from "@/server/modules/job-boosts/job-boosts-schemas";
import { jobBoostKeys } from "./job-boost-keys";

/** GET /v1/job-portal/company/{id}/job-boosts: the balance, the jobs that may be boosted and the boosts. */
export async function getJobBoosts(companyId: string): Promise<JobBoostOverview> {
  const { data } = await apiClient.get<{ result: JobBoostOverview }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/job-boosts`);
  return data.result;
}

export const jobBoostsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: jobBoostKeys.overview(companyId), queryFn: () => getJobBoosts(companyId) });

export function useJobBoosts(companyId: string) {
  return useQuery(jobBoostsQueryOptions(companyId));
}
