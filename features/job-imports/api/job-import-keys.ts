/**
 * Query keys of applicant imports. They sit under the job's detail key (["jobs", "detail", jobId]),
 * the same place the job feature's keys put them, so invalidating a job refreshes its imports too.
 */
export const jobImportKeys = {
  job: (jobId: string) => ["jobs", "detail", jobId] as const,
  imports: (jobId: string) => [...jobImportKeys.job(jobId), "imports"] as const,
  batch: (jobId: string, batchId: string) => [...jobImportKeys.imports(jobId), batchId] as const,
};
