import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CheckoutRequest, PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import { companyOrderQueryOptions } from "./get-company-order";
import { companyOrdersQueryOptions } from "./get-company-orders";

/** POST /v1/job-portal/company/{id}/orders: the owner places the order; the answer carries how to pay. */
export async function createOrder(companyId: string, request: CheckoutRequest): Promise<PaymentOrder> {
  const { data } = await apiClient.post<{ result: PaymentOrder }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/orders`, request);
  return data.result;
}

export function useCreateOrder(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation<PaymentOrder, ApiClientError, CheckoutRequest>({
    mutationFn: (request) => createOrder(companyId, request),
    onSuccess: (order) => {
      queryClient.setQueryData(companyOrderQueryOptions(companyId, order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: companyOrdersQueryOptions(companyId).queryKey, exact: true });
    },
  });
}
