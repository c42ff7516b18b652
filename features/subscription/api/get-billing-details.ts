import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { BillingDetailsState } from "@/server/modules/checkout/billing-details-schemas";
import { subscriptionKeys } from "./subscription-keys";

const billingDetailsPath = (companyId: string) => `/v1/job-portal/company/${encodeURIComponent(companyId)}/billing-details`;

/** GET /v1/job-portal/company/{id}/billing-details: the saved details (or null) and whether the caller may edit them. */
export async function getBillingDetails(companyId: string): Promise<BillingDetailsState> {
  const { data } = await apiClient.get<{ result: BillingDetailsState }>(billingDetailsPath(companyId));
  return data.result;
}

export const billingDetailsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: subscriptionKeys.billingDetails(companyId), queryFn: () => getBillingDetails(companyId) });

export function useBillingDetails(companyId: string) {
  return useQuery(billingDetailsQueryOptions(companyId));
}

export { billingDetailsPath };
