import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** How often a pending order is asked for again: the payment lands by webhook, on the server. */
export const ORDER_POLL_INTERVAL_MS = 3_000;

/** GET /v1/job-portal/company/{id}/orders/{orderId}. */
export async function getCompanyOrder(companyId: string, orderId: string): Promise<PaymentOrder> {
  const { data } = await apiClient.get<{ result: PaymentOrder }>(
    `/v1/job-portal/company/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}`,
  );
  return data.result;
}

export const companyOrderQueryOptions = (companyId: string, orderId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.order(companyId, orderId),
    queryFn: () => getCompanyOrder(companyId, orderId),
    // Polled while it waits for payment; a settled order does not change any more.
    refetchInterval: (query) => (query.state.data?.status === "pending" ? ORDER_POLL_INTERVAL_MS : false),
  });

export function useCompanyOrder(companyId: string, orderId: string) {
  return useQuery(companyOrderQueryOptions(companyId, orderId));
}
