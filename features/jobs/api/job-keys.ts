import { jobRootKeys } from "@/lib/query-keys";
import type { JobListQuery } from "@/server/modules/jobs/jobs-schemas";

/**
 * Query keys of the job posts feature; every hook and invalidation goes through these. They build on
 * the shared roots of lib/query-keys.ts, which other features (pipeline, imports) refresh through.
 */
export const jobKeys = {
  all: jobRootKeys.all,
  lists: jobRootKeys.lists,
  list: (query: Partial<JobListQuery>) => [...jobKeys.lists(), query] as const,
  detail: jobRootKeys.detail,
  quota: jobRootKeys.quota,
};
