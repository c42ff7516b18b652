import type { BillingPeriod, CheckoutQuote } from "./checkout-schemas";

/** A quote and what the order keeps of the thing bought: its plan and period, or its boost pack. */
export type QuotedPurchase = {
  quote: CheckoutQuote;
  /** The order's columns naming what it buys. */
  item:
    | { planId: string; period: BillingPeriod; quotedStartsAt: Date; quotedEndsAt: Date }
    | { boostPackId: string; boosts: number };
  /** What the provider, the mails and the invoice call it: "Growth plan (monthly)", "5 job boosts". */
  itemName: string;
};
