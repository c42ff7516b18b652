import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { ApiClientError } from "@/lib/api-error";
import type { CheckoutQuote, CheckoutRequest } from "@/server/modules/checkout/checkout-schemas";
import { subscriptionKeys } from "./subscription-keys";

/**
 * POST /v1/job-portal/company/{id}/checkout/quote: the price breakdown for a choice. It only reads,
 * so it is a query keyed by the choice: changing the method, period or promotion asks again, and
 * going back to an earlier choice answers from the cache.
 */
export async function getCheckoutQuote(companyId: string, request: CheckoutRequest): Promise<CheckoutQuote> {
  const { data } = await apiClient.post<{ result: CheckoutQuote }>(`/v1/job-portal/company/${encodeURIComponent(companyId)}/checkout/quote`, request);
  return data.result;
}

export const checkoutQuoteQueryOptions = (companyId: string, request: CheckoutRequest) =>
  queryOptions<CheckoutQuote, ApiClientError>({
    queryKey: subscriptionKeys.quote(companyId, request),
    queryFn: () => getCheckoutQuote(companyId, request),
    staleTime: 60_000,
  });

/** Null until a payment method is chosen: the fee, and so the total, depends on it. */
export function useCheckoutQuote(companyId: string, request: CheckoutRequest | null) {
  return useQuery({
    ...checkoutQuoteQueryOptions(companyId, request ?? { planCode: "", period: "monthly", paymentMethod: "bca_va" }),
    enabled: request !== null,
    // The last breakdown stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
