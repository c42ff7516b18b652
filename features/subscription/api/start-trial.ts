import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { companySubscriptionQueryOptions } from "./get-company-subscription";

/**
 * POST /v1/job-portal/company/{id}/subscription/trial: the owner starts the company's one free
 * trial. The API reissues the access cookie, so the route guards let the company in.
 */
export async function startTrial(companyId: string): Promise<CompanySubscriptionState> {
  const { data } = await apiClient.post<{ result: CompanySubscriptionState }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/subscription/trial`);
  return data.result;
}

export function useStartTrial(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanySubscriptionState, ApiClientError, void>({
    mutationFn: () => startTrial(companyId),
    onSuccess: (state) => queryClient.setQueryData(companySubscriptionQueryOptions(companyId).queryKey, state),
  });
}
