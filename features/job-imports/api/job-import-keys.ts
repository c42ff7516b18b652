import { jobRootKeys } from "@/lib/query-keys";

/**
 * Query keys of applicant imports. They sit under the job's detail key (lib/query-keys.ts), the
 * same key the job feature reads the job under, so invalidating a job refreshes its imports too.
 */
export const jobImportKeys = {
  job: jobRootKeys.detail,
  imports: (jobId: string) => [...jobImportKeys.job(jobId), "imports"] as const,
  batch: (jobId: string, batchId: string) => [...jobImportKeys.imports(jobId), batchId] as const,
};
