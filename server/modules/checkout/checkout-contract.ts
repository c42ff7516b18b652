// Zod-free, so the portal may import it without loading zod (checkout-schemas.ts re-exports it).

/** Spec 3, payment methods: e-wallets take a percentage fee, virtual accounts a fixed amount. */
export const PAYMENT_METHODS = [
  { name: "Gopay", value: "gopay", kind: "ewallet", feeType: "percentage" },
  { name: "Shopee Pay", value: "shopeepay", kind: "ewallet", feeType: "percentage" },
  { name: "Mandiri", value: "echannel", kind: "virtualAccount", feeType: "number" },
  { name: "Bank BRI", value: "bri_va", kind: "virtualAccount", feeType: "number" },
  { name: "Bank BNI", value: "bni_va", kind: "virtualAccount", feeType: "number" },
  { name: "Bank BCA", value: "bca_va", kind: "virtualAccount", feeType: "number" },
  { name: "Bank Permata", value: "permata_va", kind: "virtualAccount", feeType: "number" },
] as const;

export const PAYMENT_METHOD_VALUES = ["gopay", "shopeepay", "echannel", "bri_va", "bni_va", "bca_va", "permata_va"] as const satisfies readonly (typeof PAYMENT_METHODS)[number]["value"][];

/** Spec 3's name of a payment method ("Bank BCA" for bca_va). */
export function paymentMethodName(value: string): string {
  return PAYMENT_METHODS.find((method) => method.value === value)?.name ?? value;
}
