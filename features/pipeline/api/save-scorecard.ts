import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ApplicantScorecards, ScorecardBodyInput } from "@/server/modules/scorecards/scorecards-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type ScorecardInput = ScorecardBodyInput;

/** PUT .../candidates/{applicationId}/scorecards/mine: submits or updates the caller's own scorecard; answers what the list answers. */
export async function saveScorecard(jobId: string, applicationId: string, input: ScorecardInput): Promise<ApplicantScorecards> {
  const { data } = await apiClient.put<{ result: ApplicantScorecards }>(`${applicantApiPath(jobId, applicationId)}/scorecards/mine`, input);
  return data.result;
}

export function useSaveScorecard(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicantScorecards, ApiClientError, ScorecardInput>({
    mutationFn: (input) => saveScorecard(jobId, applicationId, input),
    // The answer is the section's new state: others' scorecards show as soon as one's own is in.
    onSuccess: (result) => queryClient.setQueryData(pipelineKeys.scorecards(jobId, applicationId), result),
  });
}
