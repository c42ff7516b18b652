import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { JobList } from "@/server/modules/jobs/job-schemas";
import { analyticsKeys } from "./analytics-keys";

export type JobOption = { id: string; role: string; status: string };

/** GET /v1/job-portal/job?q=: the jobs the picker offers (any status; the first 100 for the text). */
export async function getJobOptions(q: string): Promise<JobOption[]> {
  const { data } = await apiClient.get<{ result: JobList }>("/v1/job-portal/job", { params: { limit: 100, q: q || undefined } });
  return data.result.docs.map((job) => ({ id: job.id, role: job.role, status: job.status }));
}

export const jobOptionsQueryOptions = (q: string) => queryOptions({ queryKey: analyticsKeys.jobOptions(q), queryFn: () => getJobOptions(q), staleTime: 60_000 });

export function useJobOptions(q: string, enabled: boolean) {
  return useQuery({ ...jobOptionsQueryOptions(q), enabled });
}
