import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { SimulatorOrder } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/** GET /v1/payment-simulator/orders/{order_id}: the local payment simulator's view of an order. */
export async function getSimulatorOrder(orderNumber: string): Promise<SimulatorOrder> {
  const { data } = await apiClient.get<{ result: SimulatorOrder }>(`/v1/payment-simulator/orders/${encodeURIComponent(orderNumber)}`);
  return data.result;
}

export const simulatorOrderQueryOptions = (orderNumber: string) =>
  queryOptions({ queryKey: subscriptionKeys.simulatorOrder(orderNumber), queryFn: () => getSimulatorOrder(orderNumber) });

export function useSimulatorOrder(orderNumber: string) {
  return useQuery(simulatorOrderQueryOptions(orderNumber));
}
