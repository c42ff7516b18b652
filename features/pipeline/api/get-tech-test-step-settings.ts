import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClientError } from "@/lib/api-error";
import { fetchJob } from "@/lib/job-requests";
import { jobRootKeys } from "@/lib/query-keys";
import type { Job, TechTestSettings } from "@/server/modules/jobs/jobs-schemas";

/** A techTest step's saved settings (the job's hiring steps), by composed step id. */
export type TechTestStepSettings = Record<string, TechTestSettings | null>;

/** The techTest steps' settings of a job, by composed step id. */
export function toTechTestStepSettings(job: Pick<Job, "recruitmentSteps">): TechTestStepSettings {
  return Object.fromEntries(job.recruitmentSteps.filter((step) => step.type === "techTest").map((step) => [step.id, step.techTest]));
}

/**
 * GET /v1/job-portal/job/{jobId}, under the job's own key (the one the job summary above the
 * candidates shares): only the techTest steps' settings are read from it.
 */
export const techTestStepSettingsQueryOptions = (jobId: string) =>
  queryOptions<Job, ApiClientError, TechTestStepSettings>({
    queryKey: jobRootKeys.detail(jobId),
    queryFn: () => fetchJob(jobId),
    select: toTechTestStepSettings,
    staleTime: 5 * 60_000,
  });

export function useTechTestStepSettings(jobId: string, enabled: boolean) {
  return useQuery({ ...techTestStepSettingsQueryOptions(jobId), enabled });
}
