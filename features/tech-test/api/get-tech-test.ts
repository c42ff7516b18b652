import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";
import { techTestKeys, techTestPath } from "./tech-test-keys";

export type { CandidateTechTest };

/** GET /v1/tech-tests/{token} (no session). */
export async function getTechTest(token: string): Promise<CandidateTechTest> {
  const { data } = await apiClient.get<{ result: CandidateTechTest }>(techTestPath(token));
  return data.result;
}

export const techTestQueryOptions = (token: string, initialData?: CandidateTechTest) =>
  queryOptions<CandidateTechTest, ApiClientError>({
    queryKey: techTestKeys.byToken(token),
    queryFn: () => getTechTest(token),
    initialData,
    // The server rendered it a moment ago; refetch only when asked (after a refusal) or on focus.
    staleTime: 60_000,
  });

export function useTechTest(token: string, initialData: CandidateTechTest) {
  return useQuery(techTestQueryOptions(token, initialData));
}
