import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { CompanySubscriptionState } from "@/server/modules/subscriptions/subscriptions-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/company/{id}/subscription: subscription, usage, upgrade flag, trial availability. */
export async function getCompanySubscription(companyId: string): Promise<CompanySubscriptionState> {
  const { data } = await apiClient.get<{ result: CompanySubscriptionState }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/subscription`);
  return data.result;
}

export const companySubscriptionQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: subscriptionKeys.companyState(companyId), queryFn: () => getCompanySubscription(companyId) });

export function useCompanySubscription(companyId: string) {
  return useQuery(companySubscriptionQueryOptions(companyId));
}
