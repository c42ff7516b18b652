import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { InterviewKit, InterviewKitBody } from "@/server/modules/scorecards/scorecards-schemas";
import { pipelineKeys } from "./pipeline-keys";

export type { InterviewKit };

/** PUT /v1/job-portal/job/{jobId}/interview-kit: the job's editors replace its kit. */
export async function saveInterviewKit(jobId: string, input: InterviewKitBody): Promise<InterviewKit> {
  const { data } = await apiClient.put<{ result: InterviewKit }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/interview-kit`, input);
  return data.result;
}

export function useSaveInterviewKit(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<InterviewKit, ApiClientError, InterviewKitBody>({
    mutationFn: (input) => saveInterviewKit(jobId, input),
    // Every applicant's scorecards read the kit (form and summary).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.allScorecards(jobId) }),
  });
}
