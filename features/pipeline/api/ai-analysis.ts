import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { ANALYZER_ERROR_CODES } from "@/server/modules/ai-analyzer/ai-analyzer-contract";
import type { ApplicationAnalysis, QueueAnalysisResult } from "@/server/modules/ai-analyzer/ai-analyzer-schemas";
import { pipelineKeys } from "./pipeline-keys";

export type { ApplicationAnalysis, QueueAnalysisResult };

const analysisPath = (jobId: string, applicationId: string) =>
  `/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(applicationId)}/analysis`;

/** GET .../candidates/{applicationId}/analysis: the applicant's score and why (analysed on first read). */
export async function getApplicationAnalysis(jobId: string, applicationId: string): Promise<ApplicationAnalysis> {
  const { data } = await apiClient.get<{ result: ApplicationAnalysis }>(analysisPath(jobId, applicationId));
  return data.result;
}

/** POST .../candidates/{applicationId}/analysis: analyse again now (editors). */
export async function reanalyzeApplication(jobId: string, applicationId: string): Promise<ApplicationAnalysis> {
  const { data } = await apiClient.post<{ result: ApplicationAnalysis }>(analysisPath(jobId, applicationId));
  return data.result;
}

/** POST .../candidates/analysis: queue every applicant of the job (editors). */
export async function queueJobAnalysis(jobId: string): Promise<QueueAnalysisResult> {
  const { data } = await apiClient.post<{ result: QueueAnalysisResult }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/analysis`);
  return data.result;
}

/** The API's answer while the company's flag is off: the analyzer does not exist for it. */
export const isAnalyzerDisabled = (error: ApiClientError | null) => error?.status === 404 && error.code === ANALYZER_ERROR_CODES.featureDisabled;

export const applicationAnalysisQueryOptions = (jobId: string, applicationId: string) =>
  queryOptions<ApplicationAnalysis, ApiClientError>({
    queryKey: pipelineKeys.analysis(jobId, applicationId),
    queryFn: () => getApplicationAnalysis(jobId, applicationId),
    // One retry, as the app's default, but none for answers that will not change (flag off, denied, not found).
    retry: (failureCount, error) => error.status !== 403 && error.status !== 404 && failureCount < 1,
  });

export function useApplicationAnalysis(jobId: string, applicationId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationAnalysisQueryOptions(jobId, applicationId), enabled: options.enabled ?? true });
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

/** Queues the whole job; the verdicts are written in the background, so nothing is refetched at once. */
export function useQueueJobAnalysis(jobId: string) {
  return useMutation<QueueAnalysisResult, ApiClientError, void>({ mutationFn: () => queueJobAnalysis(jobId) });
}
