import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { BillingDetails } from "@/server/modules/checkout/billing-details-contract";
import type { BillingDetailsState } from "@/server/modules/checkout/billing-details-schemas";
import { billingDetailsPath } from "./get-billing-details";
import { subscriptionKeys } from "./subscription-keys";

/** PUT /v1/job-portal/company/{id}/billing-details (the company admin): answers what is saved. */
export async function updateBillingDetails(companyId: string, details: BillingDetails): Promise<BillingDetailsState> {
  const { data } = await apiClient.put<{ result: BillingDetailsState }>(billingDetailsPath(companyId), details);
  return data.result;
}

export function useUpdateBillingDetails(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BillingDetails) => updateBillingDetails(companyId, details),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionKeys.billingDetails(companyId), saved),
  });
}
