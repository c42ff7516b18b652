import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { QueueAnalysisResult } from "@/server/modules/ai-analyzer/ai-analyzer-schemas";

export type { QueueAnalysisResult };

/** POST .../candidates/analysis: queue every applicant of the job (editors). */
export async function queueJobAnalysis(jobId: string): Promise<QueueAnalysisResult> {
  const { data } = await apiClient.post<{ result: QueueAnalysisResult }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/analysis`);
  return data.result;
}

/** Queues the whole job; the verdicts are written in the background, so nothing is refetched at once. */
export function useQueueJobAnalysis(jobId: string) {
  return useMutation<QueueAnalysisResult, ApiClientError, void>({ mutationFn: () => queueJobAnalysis(jobId) });
}
