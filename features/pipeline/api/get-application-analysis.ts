import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import { ANALYZER_ERROR_CODES } from "@/server/modules/ai-analyzer/ai-analyzer-contract";
import type { ApplicationAnalysis } from "@/server/modules/ai-analyzer/ai-analyzer-schemas";
import { applicantApiPath } from "./applicant-api-path";
import { pipelineKeys } from "./pipeline-keys";

export type { ApplicationAnalysis };

export const analysisPath = (jobId: string, applicationId: string) => `${applicantApiPath(jobId, applicationId)}/analysis`;

/** GET .../candidates/{applicationId}/analysis: the applicant's score and why (analysed on first read). */
export async function getApplicationAnalysis(jobId: string, applicationId: string): Promise<ApplicationAnalysis> {
  const { data } = await apiClient.get<{ result: ApplicationAnalysis }>(analysisPath(jobId, applicationId));
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
