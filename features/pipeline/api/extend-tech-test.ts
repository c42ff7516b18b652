import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { TechTest, TechTestList } from "@/server/modules/tech-tests/tech-tests-schemas";
import { applicantTechTestsQueryOptions } from "./get-applicant-tech-tests";
import { pipelineKeys } from "./pipeline-keys";
import { techTestPath } from "./tech-test-paths";

/** POST .../tech-tests/{techTestId}/extend: more hours for the current deadline (reopens an expired test). */
export async function extendTechTest(jobId: string, applicationId: string, techTestId: string, hours: number): Promise<TechTest> {
  const { data } = await apiClient.post<{ result: TechTest }>(`${techTestPath(jobId, applicationId, techTestId)}/extend`, { hours });
  return data.result;
}

export function useExtendTechTest(jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation<TechTest, ApiClientError, { techTestId: string; hours: number }>({
    mutationFn: ({ techTestId, hours }) => extendTechTest(jobId, applicationId, techTestId, hours),
    onSuccess: (updated) => {
      queryClient.setQueryData<TechTestList>(applicantTechTestsQueryOptions(jobId, applicationId).queryKey, (current) =>
        current ? { docs: current.docs.map((doc) => (doc.id === updated.id ? updated : doc)) } : current,
      );
      // The deadline shows on the board and list, and the timeline records the extension.
      return queryClient.invalidateQueries({ queryKey: pipelineKeys.job(jobId) });
    },
  });
}
