import type { JobListQuery } from "@/server/modules/jobs/jobs-schemas";

/**
 * Query key roots of the resources more than one feature reads or refreshes. Features never import
 * each other, so a key another feature needs lives here: the owning feature's *-keys.ts builds on
 * these roots, and the others import them instead of typing the key again. Never write a query key
 * as a literal array outside a *-keys.ts file or this one (a lint rule says so).
 */
export const jobRootKeys = {
  /** Every job query: the lists, each job, the quota and what sits under a job (its imports). */
  all: ["jobs"] as const,
  /** Every list of jobs: the paged job list and the first pages the job pickers read. */
  lists: () => [...jobRootKeys.all, "list"] as const,
  /** One first page of GET /v1/job-portal/job (not paged further), e.g. the published jobs a picker offers. */
  firstPage: (query: Partial<JobListQuery>) => [...jobRootKeys.lists(), "first-page", query] as const,
  details: () => [...jobRootKeys.all, "detail"] as const,
  /** One job (GET /v1/job-portal/job/{id}); a job's imports sit under it. */
  detail: (jobId: string) => [...jobRootKeys.details(), jobId] as const,
  quota: () => [...jobRootKeys.all, "quota"] as const,
};
