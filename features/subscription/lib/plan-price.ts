import type { BillingPeriod, CheckoutQuote } from "@/server/modules/checkout/checkout-schemas";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";

/** The period a plan can be bought for: a plan sold monthly only stays monthly. */
export function periodFor(plan: SubscriptionPlan, period: BillingPeriod): BillingPeriod {
  return period === "yearly" && plan.yearlyPriceIdr !== null ? "yearly" : "monthly";
}

/** What the period costs, whole rupiah. */
export function priceFor(plan: SubscriptionPlan, period: BillingPeriod): number {
  return periodFor(plan, period) === "yearly" ? (plan.yearlyPriceIdr ?? plan.priceIdr) : plan.priceIdr;
}

/** How much a year paid at once saves against twelve months, with the share of it in whole percent. */
export function yearlySaving(plan: SubscriptionPlan): { amountIdr: number; percent: number } | null {
  if (plan.yearlyPriceIdr === null || plan.priceIdr === 0) return null;
  const twelveMonths = plan.priceIdr * 12;
  const amountIdr = twelveMonths - plan.yearlyPriceIdr;
  if (amountIdr <= 0) return null;
  return { amountIdr, percent: Math.round((amountIdr / twelveMonths) * 100) };
}

/** The biggest saving on offer, for the Yearly switch's label. */
export function bestYearlySavingPercent(plans: SubscriptionPlan[]): number {
  return Math.max(0, ...plans.map((plan) => yearlySaving(plan)?.percent ?? 0));
}

/** The checkout address for a plan and period (spec 2.2's /checkout*). */
export function checkoutPath(planCode: string, period: BillingPeriod): string {
  return `/checkout?${new URLSearchParams({ plan: planCode, period }).toString()}`;
}

/** The checkout address for a boost pack. */
export function boostPackCheckoutPath(packCode: string): string {
  return `/checkout?${new URLSearchParams({ boostPack: packCode }).toString()}`;
}

/** What an order or quote buys, in a line: "Growth · Monthly", or "5 job boosts". */
export function orderItemLabel(quote: Pick<CheckoutQuote, "planName" | "period" | "boostPack">): string {
  if (quote.boostPack) return quote.boostPack.name;
  return `${quote.planName} · ${quote.period === "yearly" ? "Yearly" : "Monthly"}`;
}

/** Where "Try again" leads for an order that did not go through: the same plan and period, or the same pack. */
export function retryCheckoutPath(quote: Pick<CheckoutQuote, "planCode" | "period" | "boostPack">): string {
  if (quote.boostPack) return boostPackCheckoutPath(quote.boostPack.code);
  return checkoutPath(quote.planCode ?? "", quote.period ?? "monthly");
}

export function orderPath(orderId: string): string {
  return `/checkout/${encodeURIComponent(orderId)}`;
}

/** A paid period longer than a month and a half was bought yearly. */
export function periodOfSubscription(startsAt: string, endsAt: string): BillingPeriod {
  const days = (Date.parse(endsAt) - Date.parse(startsAt)) / 86_400_000;
  return days > 45 ? "yearly" : "monthly";
}

/** Reads ?period= leniently: anything but "yearly" is monthly. */
export function parseBillingPeriod(value: string | string[] | undefined): BillingPeriod | undefined {
  if (value === "yearly" || value === "monthly") return value;
  return undefined;
}
