import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { JobList } from "@/server/modules/jobs/job-schemas";
import { talentDatabaseKeys } from "./talent-database-keys";

export type PickableJob = { id: string; role: string };

/**
 * GET /v1/job-portal/job?status=published: the open jobs talents can be added to, by title. The
 * first 100 cover a company's open roles; the text narrows a longer list.
 */
export async function getPickableJobs(q: string): Promise<PickableJob[]> {
  const { data } = await apiClient.get<{ result: JobList }>("/v1/job-portal/job", { params: { status: ["published"], limit: 100, q: q || undefined } });
  return data.result.docs.map((job) => ({ id: job.id, role: job.role }));
}

export const pickableJobsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...talentDatabaseKeys.jobs(), q], queryFn: () => getPickableJobs(q), staleTime: 60_000 });

export function usePickableJobs(q: string, enabled: boolean) {
  return useQuery({ ...pickableJobsQueryOptions(q), enabled });
}
