import type { BillingPeriod, OrderStatus, PaymentMethodValue } from "./checkout-schemas";
import { PAYMENT_METHODS } from "./checkout-schemas";

/**
 * The arithmetic of a purchase, as pure functions of whole rupiah (spec 9: no decimals). Every
 * rounding is named where it happens, so a quote and an invoice always agree.
 */

/** PPN (Indonesian VAT): 11% since April 2022 (UU HPP). */
export const VAT_RATE_PERCENT = 11;
/** What the e-wallet providers charge us, passed on to the buyer: 2% of the amount before the fee. */
export const EWALLET_FEE_PERCENT = 2;
/** What a virtual-account transfer costs, passed on to the buyer: a fixed amount per payment. */
export const VIRTUAL_ACCOUNT_FEE_IDR = 4000;
/** A year is sold as 365 days, whatever the plan's monthly duration. */
export const YEAR_DAYS = 365;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The fee of a method as the payment-methods list shows it: percent or whole rupiah. */
export function feeOfMethod(method: PaymentMethodValue): { feeType: "percentage" | "number"; fee: number } {
  const entry = PAYMENT_METHODS.find((candidate) => candidate.value === method)!;
  return entry.feeType === "percentage" ? { feeType: "percentage", fee: EWALLET_FEE_PERCENT } : { feeType: "number", fee: VIRTUAL_ACCOUNT_FEE_IDR };
}

export type PricedPlan = { priceIdr: number; yearlyPriceIdr: number | null; durationDays: number };

/** The plan's price for the period, or null when the plan is not sold for that period. */
export function subtotalFor(plan: PricedPlan, period: BillingPeriod): number | null {
  return period === "monthly" ? plan.priceIdr : plan.yearlyPriceIdr;
}

export function periodDays(plan: Pick<PricedPlan, "durationDays">, period: BillingPeriod): number {
  return period === "monthly" ? plan.durationDays : YEAR_DAYS;
}

/**
 * The credit an upgrade gives for the current paid period: its unused whole days × (what the
 * period cost / its days), rounded down to whole rupiah, so the credit never exceeds what was paid.
 */
export function prorationCredit(period: { startsAt: Date; endsAt: Date; paidAmountIdr: number }, now: Date): number {
  const totalDays = Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / DAY_MS);
  if (totalDays <= 0) return 0;
  const unusedDays = Math.min(totalDays, Math.max(0, Math.floor((period.endsAt.getTime() - now.getTime()) / DAY_MS)));
  return Math.floor((unusedDays * period.paidAmountIdr) / totalDays);
}

/** A promotion's discount on the subtotal, rounded down (never more than the promised percent). */
export function promoDiscount(subtotalIdr: number, percent: number): number {
  return Math.floor((subtotalIdr * percent) / 100);
}

/** PPN on the taxable amount, rounded half up to whole rupiah. */
export function vatOn(taxableIdr: number): number {
  return Math.floor((taxableIdr * VAT_RATE_PERCENT + 50) / 100);
}

/** The method's fee on the amount before the fee: e-wallets a percentage rounded up, VAs a fixed amount. */
export function methodFee(method: PaymentMethodValue, amountBeforeFeeIdr: number): number {
  const { feeType, fee } = feeOfMethod(method);
  if (feeType === "number") return fee;
  return Math.ceil((amountBeforeFeeIdr * fee) / 100);
}

export type PriceBreakdown = {
  subtotalIdr: number;
  prorationCreditIdr: number;
  discountIdr: number;
  vatIdr: number;
  feeIdr: number;
  totalIdr: number;
};

/**
 * The whole breakdown. VAT is on (subtotal − credit − discount); the fee is on that plus VAT.
 * The caller makes sure credit + discount do not exceed the subtotal.
 */
export function priceBreakdown(input: { subtotalIdr: number; prorationCreditIdr: number; discountIdr: number; method: PaymentMethodValue }): PriceBreakdown {
  const taxable = input.subtotalIdr - input.prorationCreditIdr - input.discountIdr;
  if (taxable < 0) throw new RangeError("credit and discount exceed the subtotal");
  const vatIdr = vatOn(taxable);
  const feeIdr = methodFee(input.method, taxable + vatIdr);
  return {
    subtotalIdr: input.subtotalIdr,
    prorationCreditIdr: input.prorationCreditIdr,
    discountIdr: input.discountIdr,
    vatIdr,
    feeIdr,
    totalIdr: taxable + vatIdr + feeIdr,
  };
}

/** What the company holds now, as far as choosing the kind of a purchase goes. */
export type CurrentHolding =
  | { kind: "none" }
  | { kind: "trial" }
  | { kind: "paid"; planId: string; planPriceIdr: number; startsAt: Date; endsAt: Date; paidAmountIdr: number };

export type PurchasePlacement =
  | { kind: "new" | "upgrade" | "renewal" | "downgrade"; startsAt: Date; prorationCreditIdr: number }
  | { refused: "renewalScheduled" };

/**
 * new: nothing paid runs (no subscription, the trial, or an ended period): starts now.
 * renewal: the same plan while a paid period runs: starts when that period ends.
 * downgrade: a cheaper plan while a paid period runs: placed exactly as a renewal, at the end of
 * the last paid period, with no credit; the company keeps what it paid for until then.
 * upgrade: a dearer (or equally priced other) plan while a paid period runs: starts now, with a
 * credit for the unused days. Not while a renewal or downgrade already waits to start (its credit
 * would have to cover two periods).
 */
export function placePurchase(holding: CurrentHolding, plan: { id: string; priceIdr: number }, now: Date): PurchasePlacement {
  if (holding.kind !== "paid") return { kind: "new", startsAt: now, prorationCreditIdr: 0 };
  if (holding.planId === plan.id) return { kind: "renewal", startsAt: holding.endsAt, prorationCreditIdr: 0 };
  if (plan.priceIdr < holding.planPriceIdr) return { kind: "downgrade", startsAt: holding.endsAt, prorationCreditIdr: 0 };
  if (holding.startsAt.getTime() > now.getTime()) return { refused: "renewalScheduled" };
  return { kind: "upgrade", startsAt: now, prorationCreditIdr: prorationCredit(holding, now) };
}

/** Which order status a provider's transaction status leads to; null: nothing to do (pending and the like). */
export function statusForTransaction(transactionStatus: string, fraudStatus: string | undefined): OrderStatus | null {
  switch (transactionStatus) {
    case "settlement":
      return "paid";
    case "capture":
      // Card captures are paid only when fraud detection accepts them; our methods never capture.
      return fraudStatus === undefined || fraudStatus === "accept" ? "paid" : null;
    case "expire":
      return "expired";
    case "cancel":
    case "deny":
    case "failure":
      return "failed";
    case "refund":
    case "partial_refund":
      return "refunded";
    default:
      return null;
  }
}

/**
 * Whether an order may move from one status to another. Only a pending order moves, with two
 * exceptions: money that arrives after we expired the order still buys the plan (the payment is
 * real), and a paid order may be refunded (see mayRefund). Everything else (a repeat, expire or
 * pending after settlement) is out of order and changes nothing.
 */
export function mayTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === "pending") return to === "paid" || to === "expired" || to === "failed";
  if (from === "expired") return to === "paid";
  if (from === "paid") return to === "refunded";
  return false;
}

/**
 * Whether an order may be refunded to `refundedInAll` rupiah (the amount returned in all, as the
 * provider reports it): a paid order may, and a partly refunded one may again when more is
 * returned. A repeat, or an older notification arriving after a newer one, changes nothing.
 */
export function mayRefund(order: RefundableOrder, refundedInAll: number): boolean {
  if (order.status === "paid") return true;
  return order.status === "refunded" && refundedInAll > refundedSoFar(order);
}

type RefundableOrder = { status: OrderStatus; totalIdr: number; refundedAmountIdr: number | null };

/** What the order has returned so far: nothing unless refunded; a refund recorded without an amount returned the whole. */
export function refundedSoFar(order: RefundableOrder): number {
  return order.status === "refunded" ? (order.refundedAmountIdr ?? order.totalIdr) : 0;
}
