import type { JobListQuery } from "@/server/modules/jobs/job-schemas";

/** Query keys of the job posts feature; every hook and invalidation goes through these. */
export const jobKeys = {
  all: ["jobs"] as const,
  lists: () => [...jobKeys.all, "list"] as const,
  list: (query: Partial<JobListQuery>) => [...jobKeys.lists(), query] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (jobId: string) => [...jobKeys.details(), jobId] as const,
  quota: () => [...jobKeys.all, "quota"] as const,
  candidates: (jobId: string) => [...jobKeys.detail(jobId), "candidates"] as const,
  imports: (jobId: string) => [...jobKeys.detail(jobId), "imports"] as const,
  importBatch: (jobId: string, batchId: string) => [...jobKeys.imports(jobId), batchId] as const,
};
