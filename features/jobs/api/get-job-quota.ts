import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { JobQuota } from "@/server/modules/jobs/jobs-schemas";
import { jobKeys } from "./job-keys";

export type { JobQuota };

/** GET /v1/job-portal/job/quota: published job posts against the plan's quota (quota null: unlimited). */
export async function getJobQuota(): Promise<JobQuota> {
  const { data } = await apiClient.get<{ result: JobQuota }>("/v1/job-portal/job/quota");
  return data.result;
}

export const jobQuotaQueryOptions = () => queryOptions({ queryKey: jobKeys.quota(), queryFn: getJobQuota });

export function useJobQuota(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQuotaQueryOptions(), ...options });
}
