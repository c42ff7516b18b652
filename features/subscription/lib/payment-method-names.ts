import type { PaymentMethodValue } from "@/server/modules/checkout/checkout-schemas";

/**
 * Spec 3's method names, for orders read back from the API. Kept here rather than imported from the
 * contract's PAYMENT_METHODS, which lives beside zod schemas the browser should not load; the
 * Record type fails the build if the contract gains a method this list lacks.
 */
const PAYMENT_METHOD_NAMES: Record<PaymentMethodValue, string> = {
  gopay: "Gopay",
  shopeepay: "Shopee Pay",
  echannel: "Mandiri",
  bri_va: "Bank BRI",
  bni_va: "Bank BNI",
  bca_va: "Bank BCA",
  permata_va: "Bank Permata",
};

export function paymentMethodName(value: PaymentMethodValue): string {
  return PAYMENT_METHOD_NAMES[value] ?? value;
}
