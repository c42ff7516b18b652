import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { companySubscriptionQueryOptions } from "./get-company-subscription";

export type PeriodEndChange = "cancel" | "resume";

/**
 * POST /v1/job-portal/company/{id}/subscription/cancel (the plan ends with its period) or
 * .../resume (undo, before the end). Owner only; both answer the subscription state.
 */
export async function changePeriodEnd(companyId: string, change: PeriodEndChange): Promise<CompanySubscriptionState> {
  const { data } = await apiClient.post<{ result: CompanySubscriptionState }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/subscription/${change}`);
  return data.result;
}

export function useChangePeriodEnd(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<CompanySubscriptionState, ApiClientError, PeriodEndChange>({
    mutationFn: (change) => changePeriodEnd(companyId, change),
    onSuccess: (state) => queryClient.setQueryData(companySubscriptionQueryOptions(companyId).queryKey, state),
  });
}
