import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { JobList } from "@/server/modules/jobs/job-schemas";
import { talentKeys } from "./talent-keys";

export type PublishedJob = { id: string; role: string };

/** The company's published jobs a talent can be invited to (GET /v1/job-portal/job?status=published). */
export async function getPublishedJobs(): Promise<PublishedJob[]> {
  const { data } = await apiClient.get<{ result: JobList }>("/v1/job-portal/job", { params: { status: ["published"], limit: 100 } });
  return data.result.docs.map((job) => ({ id: job.id, role: job.role }));
}

export const publishedJobsQueryOptions = () => queryOptions({ queryKey: talentKeys.publishedJobs(), queryFn: getPublishedJobs, staleTime: 60_000 });

export function usePublishedJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...publishedJobsQueryOptions(), ...options });
}
