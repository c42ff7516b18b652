import { randomBytes } from "node:crypto";
import type { Database, Executor } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import { findUserById } from "@/server/modules/auth/user-state-service";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { jobsOverQuota, countPublishedJobs, effectiveStatus, findPlanByCode, latestSubscription } from "@/server/modules/subscriptions/subscriptions-service";
import { buildBoostPackQuote } from "./boost-pack-quote";
import type { QuotedPurchase } from "./quoted-purchase";
import { listPublicBoostPacks } from "./boost-packs-queries";
import { checkoutFieldError, paymentProviderUnavailable, pendingOrderExists } from "./checkout-errors";
import {
  CHECKOUT_ERROR_CODES,
  PAYMENT_METHODS,
  type BoostPack,
  type CheckoutRequest,
  type PaymentInstructions,
  type PaymentMethod,
  type PaymentOrder,
} from "./checkout-schemas";
import { formatRupiah } from "@/server/lib/rupiah-contract";
import { applyOrderStatus } from "./order-activation";
import { findCompanyOrder, findPendingOrder, findOrderByNumber, insertOrder, markPendingOrderFailed, setOrderInstructions } from "./orders-queries";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import {
  DAY_MS,
  VAT_RATE_PERCENT,
  feeOfMethod,
  periodDays,
  placePurchase,
  priceBreakdown,
  promoDiscount,
  subtotalFor,
  type CurrentHolding,
} from "./pricing";

/** Promotion codes: the percent off the subtotal and the feature flag that must be on. */
export const PROMO_CODES = {
  MERDEKA17: { percentOff: 17, flag: "independence-day-promotion" },
} as const;

/** How long a payment stays open: e-wallet payments are made at once, transfers may take a day. */
export const PAYMENT_EXPIRY_MINUTES = { ewallet: 15, virtualAccount: 24 * 60 } as const;

export function listPaymentMethods(): PaymentMethod[] {
  return PAYMENT_METHODS.map((method) => ({ ...method, image: `/images/payment-methods/${method.value}.svg`, ...feeOfMethod(method.value) }));
}

export async function listBoostPacks(db: Executor): Promise<BoostPack[]> {
  return (await listPublicBoostPacks(db)).map((pack) => ({ code: pack.code, name: pack.name, boosts: pack.boosts, priceIdr: pack.priceIdr }));
}

async function holdingOf(db: Executor, companyId: string, now: Date): Promise<CurrentHolding> {
  const latest = await latestSubscription(db, companyId);
  if (!latest || effectiveStatus(latest.subscription, now) === "expired") return { kind: "none" };
  if (latest.subscription.kind === "trial") return { kind: "trial" };
  const { subscription, plan } = latest;
  return {
    kind: "paid",
    planId: plan.id,
    planPriceIdr: plan.priceIdr,
    startsAt: subscription.startsAt,
    endsAt: subscription.endsAt,
    // Periods without a recorded amount (seeded, or set by an operator) count at the catalogue price.
    paidAmountIdr: subscription.paidAmountIdr ?? plan.priceIdr,
  };
}

async function promoPercent(db: Executor, companyId: string, code: string | undefined): Promise<{ code: string | null; percentOff: number }> {
  if (!code) return { code: null, percentOff: 0 };
  const normalized = code.toUpperCase();
  const promo = PROMO_CODES[normalized as keyof typeof PROMO_CODES];
  const { flags } = await getEffectiveFlags(db, companyId);
  if (!promo || !flags[promo.flag]) {
    throw checkoutFieldError(422, CHECKOUT_ERROR_CODES.promoCodeInvalid, "promoCode", "This promotion code is not valid");
  }
  return { code: normalized, percentOff: promo.percentOff };
}

/** The price of what the company asks to buy, now: the same figures the order will keep. */
export async function buildQuote(db: Executor, companyId: string, request: CheckoutRequest, now = new Date()): Promise<QuotedPurchase> {
  if (request.boostPackCode !== undefined) return buildBoostPackQuote(db, companyId, { ...request, boostPackCode: request.boostPackCode });
  // The request schema has made sure a plan request names its plan and period.
  const planCode = request.planCode ?? "";
  const period = request.period ?? "monthly";
  const plan = await findPlanByCode(db, planCode);
  if (!plan) throw checkoutFieldError(422, CHECKOUT_ERROR_CODES.planNotFound, "planCode", "This plan does not exist");
  const subtotalIdr = subtotalFor(plan, period);
  if (plan.isTrial || !plan.isPublic || subtotalIdr === null) {
    throw checkoutFieldError(422, CHECKOUT_ERROR_CODES.planNotPurchasable, period === "yearly" && subtotalIdr === null ? "period" : "planCode", "This plan cannot be bought for this period");
  }
  const placement = placePurchase(await holdingOf(db, companyId, now), plan, now);
  if ("refused" in placement) {
    throw checkoutFieldError(409, CHECKOUT_ERROR_CODES.renewalScheduled, "planCode", "Your renewal is already paid; upgrade when it has started");
  }
  const promo = await promoPercent(db, companyId, request.promoCode);
  const discountIdr = promoDiscount(subtotalIdr, promo.percentOff);
  if (placement.prorationCreditIdr + discountIdr > subtotalIdr) {
    throw checkoutFieldError(422, CHECKOUT_ERROR_CODES.creditExceedsPrice, "period", "Your unused days are worth more than this period; choose yearly");
  }
  const breakdown = priceBreakdown({ subtotalIdr, prorationCreditIdr: placement.prorationCreditIdr, discountIdr, method: request.paymentMethod });
  const endsAt = new Date(placement.startsAt.getTime() + periodDays(plan, period) * DAY_MS);
  return {
    item: { planId: plan.id, period, quotedStartsAt: placement.startsAt, quotedEndsAt: endsAt },
    itemName: `${plan.name} plan (${period})`,
    quote: {
      planCode: plan.code,
      planName: plan.name,
      period,
      boostPack: null,
      paymentMethod: request.paymentMethod,
      kind: placement.kind,
      ...breakdown,
      promoCode: promo.code,
      vatRatePercent: VAT_RATE_PERCENT,
      startsAt: placement.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      jobsOverQuota: jobsOverQuota(await countPublishedJobs(db, companyId), plan.jobPostQuota),
    },
  };
}

/** ORD-20261127-5F3A9C1B2D4E: the date, then 48 random bits, so an order number cannot be guessed. */
export function newOrderNumber(now: Date): string {
  return `ORD-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${randomBytes(6).toString("hex").toUpperCase()}`;
}

function pendingMail(order: { orderNumber: string; totalIdr: number; itemName: string }, instructions: PaymentInstructions, expiresAt: Date): string {
  const how = instructions.vaNumber
    ? `Transfer to ${instructions.channel} virtual account ${instructions.vaNumber}.`
    : instructions.billKey
      ? `Pay with ${instructions.channel}: biller code ${instructions.billerCode}, bill key ${instructions.billKey}.`
      : `Pay with ${instructions.channel}: ${instructions.deeplinkUrl ?? instructions.qrCodeUrl ?? instructions.simulatorUrl ?? ""}`;
  return (
    `Your order ${order.orderNumber} for ${order.itemName} is waiting for payment of ${formatRupiah(order.totalIdr)}.\n\n` +
    `${how}\n\nPay before ${expiresAt.toISOString().replace("T", " ").slice(0, 16)} UTC; after that the order expires.\n`
  );
}

/**
 * Creates the order and opens the payment at the provider. One pending order per company: a
 * pending order past its expiry is expired first; a live one is refused (409 PENDING_ORDER_EXISTS,
 * data.orderId names it), because its virtual account can still be paid. The provider is called
 * outside any transaction; if it fails the order is marked failed and 503 answers.
 */
export async function createOrder(
  db: Database,
  provider: PaymentProvider,
  input: { companyId: string; userId: string; request: CheckoutRequest },
  now = new Date(),
): Promise<PaymentOrder> {
  const { quote, item, itemName } = await buildQuote(db, input.companyId, input.request, now);
  const pending = await findPendingOrder(db, input.companyId);
  if (pending && pending.expiresAt.getTime() > now.getTime()) throw pendingOrderExists(pending.id);
  if (pending) {
    await db.transaction(async (tx) => {
      const locked = await findOrderByNumber(tx, pending.providerOrderNumber, { lock: true });
      if (locked) await applyOrderStatus(tx, locked, "expired", now);
    });
  }
  const kind = PAYMENT_METHODS.find((method) => method.value === quote.paymentMethod)!.kind;
  const expiryMinutes = PAYMENT_EXPIRY_MINUTES[kind];
  const orderNumber = newOrderNumber(now);
  let orderId: string;
  try {
    orderId = await insertOrder(db, {
      companyId: input.companyId,
      ...item,
      kind: quote.kind,
      paymentMethod: quote.paymentMethod,
      subtotalIdr: quote.subtotalIdr,
      prorationCreditIdr: quote.prorationCreditIdr,
      discountIdr: quote.discountIdr,
      promoCode: quote.promoCode,
      vatRatePercent: quote.vatRatePercent,
      vatIdr: quote.vatIdr,
      feeIdr: quote.feeIdr,
      totalIdr: quote.totalIdr,
      provider: provider.name,
      providerOrderNumber: orderNumber,
      expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
      createdByUserId: input.userId,
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const other = await findPendingOrder(db, input.companyId);
    throw pendingOrderExists(other?.id ?? "");
  }

  const buyer = await findUserById(db, input.userId);
  let instructions: PaymentInstructions;
  try {
    ({ instructions } = await provider.charge({
      orderNumber,
      grossAmountIdr: quote.totalIdr,
      method: quote.paymentMethod,
      expiryMinutes,
      itemName,
      customer: { name: buyer?.name ?? "Customer", email: buyer?.email ?? "" },
    }));
  } catch (error) {
    await markPendingOrderFailed(db, orderId);
    if (error instanceof PaymentProviderError) {
      throw paymentProviderUnavailable();
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    const order = await setOrderInstructions(tx, orderId, instructions);
    if (buyer) {
      await queueEmail(tx, {
        to: buyer.email,
        category: "payment-pending",
        subject: `Waiting for your payment: order ${orderNumber}`,
        text: pendingMail({ orderNumber, totalIdr: quote.totalIdr, itemName }, instructions, order!.expiresAt),
      });
    }
  });
  return (await findCompanyOrder(db, input.companyId, orderId))!;
}

