import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TechTest, TechTestList } from "@/server/modules/tech-tests/tech-tests-schemas";
import { pipelineKeys } from "./pipeline-keys";
import { applicantApiPath } from "./applicant-api-path";

export type { TechTest, TechTestList };

/** GET .../candidates/{applicationId}/tech-tests: the applicant's tests, newest first. */
export async function getApplicantTechTests(jobId: string, applicationId: string): Promise<TechTestList> {
  const { data } = await apiClient.get<{ result: TechTestList }>(`${applicantApiPath(jobId, applicationId)}/tech-tests`);
  return data.result;
}

export const applicantTechTestsQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<TechTestList, ApiClientError>({
    queryKey: pipelineKeys.techTests(jobId, applicationId),
    queryFn: () => getApplicantTechTests(jobId, applicationId),
  });

export function useApplicantTechTests(jobId: string, applicationId: string) {
  return useQuery(applicantTechTestsQueryOptions(jobId, applicationId));
}
