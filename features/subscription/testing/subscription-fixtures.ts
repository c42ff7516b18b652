import type { CheckoutQuote, PaymentMethod, PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import type { CompanySubscriptionState, SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";

/** What the API answers, for component tests of subscriptions and checkout. */
export const apiUrl = (path: string) => `http://localhost:3000/api${path}`;

export function testPlan(code: string, name: string, priceIdr: number, options: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: `plan-${code}`,
    code,
    name,
    description: `${name} plan`,
    priceIdr,
    yearlyPriceIdr: null,
    durationDays: code === "trial" ? 14 : 30,
    isTrial: code === "trial",
    jobPostQuota: 3,
    memberQuota: 3,
    talentContactQuota: 30,
    boostQuota: 0,
    features: { aiAnalyzer: false, talentDatabase: false, jobIntegration: false },
    ...options,
  };
}

export const trialPlan = testPlan("trial", "Free Trial", 0, { jobPostQuota: 2, memberQuota: 3, talentContactQuota: 10 });
export const starterPlan = testPlan("starter", "Starter", 499_000, { yearlyPriceIdr: 4_990_000 });
export const growthPlan = testPlan("growth", "Growth", 1_499_000, { yearlyPriceIdr: 14_990_000, jobPostQuota: 10, memberQuota: 10, talentContactQuota: 200, boostQuota: 5 });
export const enterprisePlan = testPlan("enterprise", "Enterprise", 3_999_000, { jobPostQuota: null, memberQuota: null, talentContactQuota: 1000 });
export const testPlans = [trialPlan, starterPlan, growthPlan, enterprisePlan];

export const noSubscription: CompanySubscriptionState = { subscription: null, subscriptionUsage: null, needUpgradePlan: false, trialAvailable: true };

export function runningState(plan: SubscriptionPlan, usage = { jobPosts: 2, members: 1, talentContacts: 5 }): CompanySubscriptionState {
  return {
    needUpgradePlan: false,
    trialAvailable: false,
    subscription: {
      id: "s1",
      companyId: "c1",
      kind: plan.isTrial ? "trial" : "paid",
      status: plan.isTrial ? "trial" : "active",
      startsAt: "2026-11-01T00:00:00.000Z",
      endsAt: plan.isTrial ? "2026-11-15T00:00:00.000Z" : "2026-12-01T00:00:00.000Z",
      plan,
      cancelAtPeriodEnd: false,
      nextPeriod: null,
    },
    subscriptionUsage: {
      jobPosts: { used: usage.jobPosts, quota: plan.jobPostQuota },
      members: { used: usage.members, quota: plan.memberQuota },
      talentContacts: { used: usage.talentContacts, quota: plan.talentContactQuota },
    },
  };
}

export const testPaymentMethods: PaymentMethod[] = [
  { name: "Gopay", value: "gopay", kind: "ewallet", image: "/images/payment-methods/gopay.svg", feeType: "percentage", fee: 2 },
  { name: "Shopee Pay", value: "shopeepay", kind: "ewallet", image: "/images/payment-methods/shopeepay.svg", feeType: "percentage", fee: 1.5 },
  { name: "Mandiri", value: "echannel", kind: "virtualAccount", image: "/images/payment-methods/echannel.svg", feeType: "number", fee: 4000 },
  { name: "Bank BRI", value: "bri_va", kind: "virtualAccount", image: "/images/payment-methods/bri_va.svg", feeType: "number", fee: 4000 },
  { name: "Bank BNI", value: "bni_va", kind: "virtualAccount", image: "/images/payment-methods/bni_va.svg", feeType: "number", fee: 4000 },
  { name: "Bank BCA", value: "bca_va", kind: "virtualAccount", image: "/images/payment-methods/bca_va.svg", feeType: "number", fee: 4000 },
  { name: "Bank Permata", value: "permata_va", kind: "virtualAccount", image: "/images/payment-methods/permata_va.svg", feeType: "number", fee: 4000 },
];

/** The quote of a 5-boost pack paid with a BCA virtual account. */
export function testPackQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return testQuote({
    planCode: null,
    planName: null,
    period: null,
    boostPack: { code: "boost-5", name: "5 job boosts", boosts: 5 },
    kind: "boostPack",
    subtotalIdr: 600_000,
    vatIdr: 66_000,
    feeIdr: 4_000,
    totalIdr: 670_000,
    startsAt: null,
    endsAt: null,
    ...overrides,
  });
}

export function testQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    planCode: "growth",
    planName: "Growth",
    period: "monthly",
    boostPack: null,
    paymentMethod: "bca_va",
    kind: "new",
    subtotalIdr: 1_499_000,
    prorationCreditIdr: 0,
    discountIdr: 0,
    promoCode: null,
    vatRatePercent: 11,
    vatIdr: 164_890,
    feeIdr: 4_000,
    totalIdr: 1_667_890,
    startsAt: "2026-11-27T00:00:00.000Z",
    endsAt: "2026-12-27T00:00:00.000Z",
    ...overrides,
  };
}

export function testOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: "order-1",
    orderNumber: "ORD-20261127-5F3A9C",
    companyId: "c1",
    status: "pending",
    quote: testQuote(),
    instructions: {
      channel: "Bank BCA",
      vaNumber: "12345678901",
      billerCode: null,
      billKey: null,
      qrCodeUrl: null,
      deeplinkUrl: null,
      simulatorUrl: "/payment-simulator/ORD-20261127-5F3A9C",
    },
    expiresAt: "2026-11-28T00:00:00.000Z",
    paidAt: null,
    invoiceNumber: null,
    refundedAmountIdr: null,
    createdAt: "2026-11-27T00:00:00.000Z",
    ...overrides,
  };
}
