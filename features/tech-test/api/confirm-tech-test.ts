import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { techTestKeys, techTestPath } from "./tech-test-keys";

/** POST /v1/tech-tests/{token}/confirm: the candidate starts; the duration runs from now. */
export async function confirmTechTest(token: string): Promise<CandidateTechTest> {
  const { data } = await apiClient.post<{ result: CandidateTechTest }>(`${techTestPath(token)}/confirm`);
  return data.result;
}

/** The answer is the test as it now is: it replaces the page's copy. */
export function useConfirmTechTest(token: string) {
  const queryClient = useQueryClient();
  return useMutation<CandidateTechTest, ApiClientError, void>({
    mutationFn: () => confirmTechTest(token),
    onSuccess: (test) => queryClient.setQueryData(techTestKeys.byToken(token), test),
  });
}
