import type { CheckoutRequest } from "@/server/modules/checkout/checkout-schemas";

export const subscriptionKeys = {
  all: ["subscription"] as const,
  plans: () => [...subscriptionKeys.all, "plans"] as const,
  companyState: (companyId: string) => [...subscriptionKeys.all, "company", companyId] as const,
  paymentMethods: () => [...subscriptionKeys.all, "payment-methods"] as const,
  boostPacks: () => [...subscriptionKeys.all, "boost-packs"] as const,
  quote: (companyId: string, request: CheckoutRequest) => [...subscriptionKeys.all, "company", companyId, "quote", request] as const,
  orders: (companyId: string) => [...subscriptionKeys.all, "company", companyId, "orders"] as const,
  order: (companyId: string, orderId: string) => [...subscriptionKeys.orders(companyId), orderId] as const,
  billingDetails: (companyId: string) => [...subscriptionKeys.all, "company", companyId, "billing-details"] as const,
  simulatorOrder: (orderNumber: string) => [...subscriptionKeys.all, "simulator", orderNumber] as const,
};
