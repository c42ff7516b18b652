import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { SendTechTestsBody, SendTechTestsResult } from "@/server/modules/tech-tests/tech-tests-schemas";
import { pipelineKeys } from "./pipeline-keys";

export type { SendTechTestsResult };
export type SendTechTestsInput = SendTechTestsBody;

/** POST .../candidates/tech-tests: sends the test (idempotent by requestId). */
export async function sendTechTests(jobId: string, input: SendTechTestsInput): Promise<SendTechTestsResult> {
  const { data } = await apiClient.post<{ result: SendTechTestsResult }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/tech-tests`, input);
  return data.result;
}

/** Sending moves applicants into the step and writes their timelines: the whole job's views refresh. */
export function useSendTechTests(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation<SendTechTestsResult, ApiClientError, SendTechTestsInput>({
    mutationFn: (input) => sendTechTests(jobId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) }),
  });
}
