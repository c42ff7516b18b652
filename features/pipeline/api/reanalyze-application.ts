import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { ApplicationAnalysis } from "@/server/modules/ai-analyzer/ai-analyzer-schemas";
import { analysisPath } from "./get-application-analysis";
import { pipelineKeys } from "./pipeline-keys";

/** POST .../candidates/{applicationId}/analysis: analyse again now (editors). */
export async function reanalyzeApplication(jobId: string, applicationId: string): Promise<ApplicationAnalysis> {
  const { data } = await apiClient.post<{ result: ApplicationAnalysis }>(analysisPath(jobId, applicationId));
  return data.result;
}

export function useReanalyzeApplication(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationAnalysis, ApiClientError, void>({
    mutationFn: () => reanalyzeApplication(jobId, applicationId),
    onSuccess: (analysis) => {
      queryClient.setQueryData(pipelineKeys.analysis(jobId, applicationId), analysis);
      // The score shows on the board, list and applicant page and the timeline records it: refresh them.
      void queryClient.invalidateQueries({
        queryKey: pipelineKeys.job(jobId),
        predicate: (query) => query.queryKey[2] !== "analysis",
      });
    },
  });
}
