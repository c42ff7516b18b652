import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { jobKeys } from "./job-keys";

/** The company's job post quota; quota null means the plan has no limit. */
export const jobQuotaSchema = z.object({
  used: z.number().int(),
  quota: z.number().int().nullable(),
  planName: z.string(),
  onTrial: z.boolean(),
});
export type JobQuota = z.infer<typeof jobQuotaSchema>;

/** GET /v1/job-portal/job/quota: how many job posts the plan allows and how many are in use. */
export async function getJobQuota(): Promise<JobQuota> {
  const { data } = await apiClient.get<{ result: unknown }>("/v1/job-portal/job/quota");
  return jobQuotaSchema.parse(data.result);
}

export const jobQuotaQueryOptions = () => queryOptions({ queryKey: jobKeys.quota(), queryFn: getJobQuota });

export function useJobQuota(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQuotaQueryOptions(), ...options });
}
