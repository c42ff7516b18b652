import type { Executor } from "@/server/db/client";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { BOOST_JOB_FLAG, JOB_BOOST_ERROR_CODES } from "@/server/modules/job-boosts/job-boosts-contract";
import { assertSubscriptionActive } from "@/server/modules/jobs/jobs-service";
import { findBoostPackByCode } from "./boost-packs-queries";
import { checkoutFieldError } from "./checkout-errors";
import { CHECKOUT_ERROR_CODES, type CheckoutRequest } from "./checkout-schemas";
import type { QuotedPurchase } from "./quoted-purchase";
import { VAT_RATE_PERCENT, priceBreakdown } from "./pricing";

/**
 * The price of a boost pack: its catalogue price, PPN and the method's fee (no credit, no
 * promotion: promotions are for plans). Boosts are bought only where they can be used: with the
 * boost-job-subscription flag on (422 FEATURE_DISABLED on boostPackCode otherwise: the checkout
 * exists, the field names what cannot be bought) and a
 * running plan (403 SUBSCRIPTION_REQUIRED / PLAN_UPGRADE_REQUIRED, as for boosting a job).
 */
export async function buildBoostPackQuote(db: Executor, companyId: string, request: CheckoutRequest & { boostPackCode: string }): Promise<QuotedPurchase> {
  const { flags } = await getEffectiveFlags(db, companyId);
  if (!flags[BOOST_JOB_FLAG]) {
    throw checkoutFieldError(422, JOB_BOOST_ERROR_CODES.featureDisabled, "boostPackCode", "Job boosts are not enabled for this company");
  }
  const pack = await findBoostPackByCode(db, request.boostPackCode);
  if (!pack || !pack.isPublic) throw checkoutFieldError(422, CHECKOUT_ERROR_CODES.boostPackNotFound, "boostPackCode", "This boost pack does not exist");
  await assertSubscriptionActive(db, companyId);
  const breakdown = priceBreakdown({ subtotalIdr: pack.priceIdr, prorationCreditIdr: 0, discountIdr: 0, method: request.paymentMethod });
  return {
    item: { boostPackId: pack.id, boosts: pack.boosts },
    itemName: pack.name,
    quote: {
      planCode: null,
      planName: null,
      period: null,
      boostPack: { code: pack.code, name: pack.name, boosts: pack.boosts },
      paymentMethod: request.paymentMethod,
      kind: "boostPack",
      ...breakdown,
      promoCode: null,
      vatRatePercent: VAT_RATE_PERCENT,
      startsAt: null,
      endsAt: null,
    },
  };
}
