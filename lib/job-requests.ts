import type { Job, JobList, JobListQuery } from "@/server/modules/jobs/jobs-schemas";
import { apiClient } from "./api-client";

/**
 * The job reads more than one feature makes, each under one key of lib/query-keys.ts: one request
 * function per endpoint, so every cache entry of a key holds the same shape.
 */

/** GET /v1/job-portal/job (arrays as repeated keys): a page of job posts with the counts per status. */
export async function fetchJobList(query: Partial<JobListQuery>): Promise<JobList> {
  const { data } = await apiClient.get<{ result: JobList }>("/v1/job-portal/job", { params: query });
  return data.result;
}

/** GET /v1/job-portal/job/{id}: one job with every draft field. */
export async function fetchJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<{ result: Job }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}`);
  return data.result;
}
