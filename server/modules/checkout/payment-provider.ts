import type { PaymentInstructions, PaymentMethodValue } from "./checkout-schemas";

/**
 * What the checkout needs of a payment provider. Both implementations speak Midtrans' Core API:
 * the Midtrans adapter over HTTPS, the local simulator (the default) in process on our database.
 */
export type ChargeRequest = {
  /** Our order number, the provider's order_id. */
  orderNumber: string;
  grossAmountIdr: number;
  method: PaymentMethodValue;
  /** How long the payment stays open. */
  expiryMinutes: number;
  itemName: string;
  customer: { name: string; email: string };
};

export type ChargeResult = {
  /** The provider's instructions; simulatorUrl is filled by the simulator only. */
  instructions: PaymentInstructions;
};

/**
 * A transaction's status in the shape of Midtrans' notification (and of its GET status answer):
 * reconciliation feeds it to the same handler as the webhook. null: the provider does not know
 * the order (the charge never reached it).
 */
export type TransactionStatusBody = Record<string, unknown> & {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  signature_key: string;
};

export interface PaymentProvider {
  readonly name: "simulator" | "midtrans";
  /** Signs notifications: signature_key = SHA512(order_id + status_code + gross_amount + server key). */
  readonly serverKey: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  status(orderNumber: string): Promise<TransactionStatusBody | null>;
}

/** The provider failed or could not be reached: the checkout answers 503 PAYMENT_PROVIDER_UNAVAILABLE. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** How Midtrans names the methods of spec 3. */
export function midtransPaymentType(method: PaymentMethodValue): { paymentType: "gopay" | "shopeepay" | "bank_transfer" | "echannel"; bank?: "bca" | "bni" | "bri" | "permata" } {
  switch (method) {
    case "gopay":
      return { paymentType: "gopay" };
    case "shopeepay":
      return { paymentType: "shopeepay" };
    case "echannel":
      return { paymentType: "echannel" };
    case "bca_va":
      return { paymentType: "bank_transfer", bank: "bca" };
    case "bni_va":
      return { paymentType: "bank_transfer", bank: "bni" };
    case "bri_va":
      return { paymentType: "bank_transfer", bank: "bri" };
    case "permata_va":
      return { paymentType: "bank_transfer", bank: "permata" };
  }
}

/** The channel name shown with the instructions. */
export const CHANNEL_NAMES: Record<PaymentMethodValue, string> = {
  gopay: "GoPay",
  shopeepay: "ShopeePay",
  echannel: "Mandiri Bill Payment",
  bca_va: "BCA",
  bni_va: "BNI",
  bri_va: "BRI",
  permata_va: "Permata",
};

/** Midtrans writes amounts as strings with two decimals: 123000 → "123000.00". */
export const midtransAmount = (idr: number) => `${idr}.00`;
