import { z } from "zod";
import { PAYMENT_METHOD_VALUES, PAYMENT_METHODS } from "./checkout-contract";

/**
 * The checkout contract shared by the API and the portal. Plain zod (no OpenAPI extension), so
 * client code may import it. Money is whole rupiah everywhere (spec 9: no decimals).
 *
 * Endpoints (all under /api):
 * - GET  /v1/job-portal/checkout/payment-methods              the methods of spec 3 with their fees
 * - GET  /v1/job-portal/checkout/boost-packs                  → { docs: boostPack[] } the boost packs on sale
 * - POST /v1/job-portal/company/{id}/checkout/quote           checkoutRequest → checkoutQuote (owner only)
 * - POST /v1/job-portal/company/{id}/orders                   checkoutRequest → paymentOrder, 201 (owner only)
 * - GET  /v1/job-portal/company/{id}/orders                   → { docs: paymentOrder[] } newest first (members)
 * - GET  /v1/job-portal/company/{id}/orders/{orderId}         → paymentOrder (members)
 * - GET  /v1/job-portal/company/{id}/orders/{orderId}/invoice → the paid order's invoice as a PDF (members)
 * - GET  /v1/job-portal/company/{id}/billing-details          → billingDetailsState (members; billing-details-schemas.ts)
 * - PUT  /v1/job-portal/company/{id}/billing-details          billingDetailsRequest → billingDetailsState (owner only)
 * - POST /v1/operator/orders/{orderNumber}/refund              a paid order refunded, whole or in part (operator token)
 * - POST /v1/payments/notification                            the provider's signed webhook (Midtrans format)
 * - The local payment simulator (the default provider) speaks Midtrans' Core API on our own routes:
 *   POST /v1/payment-simulator/v2/charge, GET /v1/payment-simulator/v2/{order_id}/status, and, for its
 *   page, GET /v1/payment-simulator/orders/{order_id} → simulatorOrder, POST .../{order_id}/pay and
 *   POST .../{order_id}/expire, which send the signed webhook.
 */

export const paymentMethodValueSchema = z.enum(PAYMENT_METHOD_VALUES, { error: "Choose a payment method" });
export type PaymentMethodValue = z.infer<typeof paymentMethodValueSchema>;

export const paymentMethodSchema = z.object({
  name: z.string(),
  value: paymentMethodValueSchema,
  kind: z.enum(["ewallet", "virtualAccount"]),
  /** Image path under /public. */
  image: z.string(),
  feeType: z.enum(["percentage", "number"]),
  /** Percent (e.g. 2 for 2%) when feeType is percentage, whole rupiah when it is number. */
  fee: z.number().min(0),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ docs: z.array(paymentMethodSchema) });

export const billingPeriodSchema = z.enum(["monthly", "yearly"], { error: "Choose monthly or yearly" });
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/**
 * What the buyer chose: the body of quote and order creation. Either a plan and its period, or a
 * boost pack (boosts bought on top of the plan's monthly ones, with no promotion code).
 */
export const checkoutRequestSchema = z
  .object({
    planCode: z.string().trim().min(1, "Choose a plan").max(50, "Choose a plan").optional(),
    period: billingPeriodSchema.optional(),
    boostPackCode: z.string().trim().min(1, "Choose a boost pack").max(50, "Choose a boost pack").optional(),
    paymentMethod: paymentMethodValueSchema,
    promoCode: z.string().trim().max(40, "A promotion code has at most 40 characters").optional(),
  })
  .superRefine((request, context) => {
    if (request.boostPackCode !== undefined) {
      if (request.planCode !== undefined) context.addIssue({ code: "custom", path: ["boostPackCode"], message: "Buy a plan or a boost pack, not both in one order" });
      if (request.promoCode) context.addIssue({ code: "custom", path: ["promoCode"], message: "Promotion codes apply to plans only" });
      return;
    }
    if (request.planCode === undefined) context.addIssue({ code: "custom", path: ["planCode"], message: "Choose a plan" });
    if (request.period === undefined) context.addIssue({ code: "custom", path: ["period"], message: "Choose monthly or yearly" });
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * upgrade: starts at once with a credit for the unused part of the current paid period; renewal
 * and downgrade (a cheaper plan) start when the last paid period ends; boostPack: boosts added to
 * the company's balance when paid.
 */
export const orderKindSchema = z.enum(["new", "upgrade", "renewal", "downgrade", "boostPack"]);

/** A pack of job boosts on sale. */
export const boostPackSchema = z.object({
  code: z.string(),
  name: z.string(),
  boosts: z.number().int().min(1),
  priceIdr: z.number().int().min(0),
});
export type BoostPack = z.infer<typeof boostPackSchema>;
export const boostPackListSchema = z.object({ docs: z.array(boostPackSchema) });

/** The price breakdown shown before paying, and kept on the order. */
export const checkoutQuoteSchema = z.object({
  /** The plan bought; null for a boost pack. */
  planCode: z.string().nullable(),
  planName: z.string().nullable(),
  period: billingPeriodSchema.nullable(),
  /** The boost pack bought; null for a plan. */
  boostPack: boostPackSchema.pick({ code: true, name: true, boosts: true }).nullable(),
  paymentMethod: paymentMethodValueSchema,
  kind: orderKindSchema,
  /** The plan's price for the period, or the pack's price. */
  subtotalIdr: z.number().int().min(0),
  /** Credit for the unused days of the current paid period (upgrades only). */
  prorationCreditIdr: z.number().int().min(0),
  discountIdr: z.number().int().min(0),
  /** The promotion applied, if any. */
  promoCode: z.string().nullable(),
  /** PPN on (subtotal - credit - discount). */
  vatRatePercent: z.number().min(0),
  vatIdr: z.number().int().min(0),
  /** The payment method's fee. */
  feeIdr: z.number().int().min(0),
  totalIdr: z.number().int().min(0),
  /** The period a plan purchase covers; null for a boost pack. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /**
   * Quotes only: how many published jobs the plan's job quota leaves over when the period starts;
   * the worker closes that many (the least recently published) then.
   */
  jobsOverQuota: z.number().int().min(0).optional(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const ORDER_STATUSES = ["pending", "paid", "expired", "failed", "refunded"] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How to pay a pending order: a virtual account number, or an e-wallet QR and deeplink. */
export const paymentInstructionsSchema = z.object({
  /** Bank name for virtual accounts, e-wallet name otherwise. */
  channel: z.string(),
  vaNumber: z.string().nullable(),
  /** Mandiri bill payment (echannel) answers a biller code and bill key instead of a VA number. */
  billerCode: z.string().nullable(),
  billKey: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  deeplinkUrl: z.string().nullable(),
  /** On the local simulator: the page where the payment can be made or left to expire. */
  simulatorUrl: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const paymentOrderSchema = z.object({
  id: z.string(),
  /** The order id sent to the payment provider, e.g. "ORD-20261127-5F3A9C". */
  orderNumber: z.string(),
  companyId: z.string(),
  status: orderStatusSchema,
  quote: checkoutQuoteSchema,
  instructions: paymentInstructionsSchema.nullable(),
  /** When a pending order stops accepting payment. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Sequential per company, given when the order is paid, e.g. "INV/2026/00001". */
  invoiceNumber: z.string().nullable(),
  /** Whole rupiah returned, once the order is refunded. */
  refundedAmountIdr: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const paymentOrderListSchema = z.object({ docs: z.array(paymentOrderSchema) });

/** What the simulator's page shows about an order it holds. */
export const simulatorOrderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodValueSchema,
  grossAmountIdr: z.number().int().min(0),
  instructions: paymentInstructionsSchema,
  expiresAt: z.string(),
});
export type SimulatorOrder = z.infer<typeof simulatorOrderSchema>;

export { PAYMENT_METHODS };

export const CHECKOUT_ERROR_CODES = {
  planNotFound: "PLAN_NOT_FOUND",
  planNotPurchasable: "PLAN_NOT_PURCHASABLE",
  promoCodeInvalid: "PROMO_CODE_INVALID",
  orderNotFound: "ORDER_NOT_FOUND",
  invoiceNotAvailable: "INVOICE_NOT_AVAILABLE",
  pendingOrderExists: "PENDING_ORDER_EXISTS",
  ownerOnly: "OWNER_ONLY",
  invalidSignature: "INVALID_SIGNATURE",
  amountMismatch: "AMOUNT_MISMATCH",
  providerUnavailable: "PAYMENT_PROVIDER_UNAVAILABLE",
  /** An upgrade whose credit for the unused days is more than the chosen period's price: choose yearly. */
  creditExceedsPrice: "CREDIT_EXCEEDS_PRICE",
  /** An upgrade while a paid renewal already waits to start. */
  renewalScheduled: "RENEWAL_ALREADY_SCHEDULED",
  boostPackNotFound: "BOOST_PACK_NOT_FOUND",
  /** A refund of an order that was never paid. */
  orderNotRefundable: "ORDER_NOT_REFUNDABLE",
} as const;
