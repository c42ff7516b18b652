import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { PaymentMethod } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/job-portal/checkout/payment-methods: spec 3's methods with the fee each one adds. */
export async function getPaymentMethods(): Promise<PaymentMethod[]> {
  const { data } = await apiClient.get<{ result: { docs: PaymentMethod[] } }>("/v1/job-portal/checkout/payment-methods");
  return data.result.docs;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.paymentMethods(), queryFn: getPaymentMethods, staleTime: 10 * 60_000 });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
