import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { SimulatorOrder } from "@/server/modules/checkout/checkout-schemas";
import { simulatorOrderQueryOptions } from "./get-simulator-order";

export type SimulatorAction = "pay" | "expire";

/**
 * POST /v1/payment-simulator/orders/{order_id}/pay or .../expire: the simulator settles the order
 * and sends the signed webhook, as the real provider would; the portal learns of it from that webhook.
 */
export async function settleSimulatorOrder(orderNumber: string, action: SimulatorAction): Promise<void> {
  await apiClient.post(`/v1/payment-simulator/orders/${encodeURIComponent(orderNumber)}/${action}`);
}

export function useSettleSimulatorOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation<SimulatorOrder, ApiClientError, SimulatorAction>({
    mutationFn: async (action) => {
      await settleSimulatorOrder(orderNumber, action);
      // The answer's shape is not part of the contract: read the order as the simulator now holds it.
      return queryClient.fetchQuery({ ...simulatorOrderQueryOptions(orderNumber), staleTime: 0 });
    },
  });
}
