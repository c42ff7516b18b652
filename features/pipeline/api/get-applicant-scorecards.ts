import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ApplicantScorecards, Scorecard } from "@/server/modules/scorecards/scorecards-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type { ApplicantScorecards, Scorecard };

/** GET .../candidates/{applicationId}/scorecards: the scorecards the caller sees, their summary, the caller's own and the kit. */
export async function getApplicantScorecards(jobId: string, applicationId: string): Promise<ApplicantScorecards> {
  const { data } = await apiClient.get<{ result: ApplicantScorecards }>(`${applicantApiPath(jobId, applicationId)}/scorecards`);
  return data.result;
}

export const applicantScorecardsQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<ApplicantScorecards, ApiClientError>({
    queryKey: pipelineKeys.scorecards(jobId, applicationId),
    queryFn: () => getApplicantScorecards(jobId, applicationId),
  });

export function useApplicantScorecards(jobId: string, applicationId: string) {
  return useQuery(applicantScorecardsQueryOptions(jobId, applicationId));
}
