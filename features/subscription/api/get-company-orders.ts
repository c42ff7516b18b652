import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/company/{id}/orders: the company's orders, newest first. */
export async function getCompanyOrders(companyId: string): Promise<PaymentOrder[]> {
  const { data } = await apiClient.get<{ result: { docs: PaymentOrder[] } }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/orders`);
  return data.result.docs;
}

export const companyOrdersQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: subscriptionKeys.orders(companyId), queryFn: () => getCompanyOrders(companyId) });

export function useCompanyOrders(companyId: string) {
  return useQuery(companyOrdersQueryOptions(companyId));
}
