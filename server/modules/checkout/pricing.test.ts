import { describe, expect, it } from "vitest";
import {
  mayTransition,
  methodFee,
  placePurchase,
  priceBreakdown,
  prorationCredit,
  promoDiscount,
  statusForTransaction,
  subtotalFor,
  vatOn,
} from "./pricing";

const growth = { priceIdr: 1_499_000, yearlyPriceIdr: 14_990_000, durationDays: 30 };
const paidGrowth = {
  kind: "paid" as const,
  planId: "growth",
  planPriceIdr: 1_499_000,
  startsAt: new Date("2026-08-01T00:00:00Z"),
  endsAt: new Date("2026-08-31T00:00:00Z"),
  paidAmountIdr: 1_499_000,
};

describe("subtotal by period", () => {
  it("is the monthly price or the yearly price, and null when the plan is not sold by the year", () => {
    expect(subtotalFor(growth, "monthly")).toBe(1_499_000);
    expect(subtotalFor(growth, "yearly")).toBe(14_990_000);
    expect(subtotalFor({ ...growth, yearlyPriceIdr: null }, "yearly")).toBeNull();
  });
});

describe("upgrade proration", () => {
  it("credits the unused whole days of the paid period at its daily price, rounded down", () => {
    // 11 Aug 06:00 to 31 Aug 00:00 is 19.75 days: 19 whole days of 30 at 1,499,000 = 949,366.67.
    expect(prorationCredit(paidGrowth, new Date("2026-08-11T06:00:00Z"))).toBe(949_366);
    expect(prorationCredit(paidGrowth, new Date("2026-08-01T00:00:00Z"))).toBe(1_499_000);
    expect(prorationCredit(paidGrowth, new Date("2026-08-30T12:00:00Z"))).toBe(0);
    expect(prorationCredit(paidGrowth, new Date("2026-09-05T00:00:00Z"))).toBe(0);
  });

  it("places purchases: new after a trial or nothing, renewal of the same plan at the end, upgrade now", () => {
    const now = new Date("2026-08-11T06:00:00Z");
    expect(placePurchase({ kind: "trial" }, { id: "growth", priceIdr: 1_499_000 }, now)).toEqual({ kind: "new", startsAt: now, prorationCreditIdr: 0 });
    expect(placePurchase({ kind: "none" }, { id: "starter", priceIdr: 499_000 }, now)).toEqual({ kind: "new", startsAt: now, prorationCreditIdr: 0 });
    expect(placePurchase(paidGrowth, { id: "growth", priceIdr: 1_499_000 }, now)).toEqual({ kind: "renewal", startsAt: paidGrowth.endsAt, prorationCreditIdr: 0 });
    expect(placePurchase(paidGrowth, { id: "enterprise", priceIdr: 3_999_000 }, now)).toEqual({ kind: "upgrade", startsAt: now, prorationCreditIdr: 949_366 });
    expect(placePurchase(paidGrowth, { id: "starter", priceIdr: 499_000 }, now)).toEqual({ kind: "downgrade", startsAt: paidGrowth.endsAt, prorationCreditIdr: 0 });
    const queued = { ...paidGrowth, startsAt: new Date("2026-08-31T00:00:00Z"), endsAt: new Date("2026-09-30T00:00:00Z") };
    expect(placePurchase(queued, { id: "enterprise", priceIdr: 3_999_000 }, now)).toEqual({ refused: "renewalScheduled" });
  });
});

describe("VAT, fees and totals", () => {
  it("rounds PPN 11% half up", () => {
    expect(vatOn(50)).toBe(6); // 5.5
    expect(vatOn(45)).toBe(5); // 4.95
    expect(vatOn(4)).toBe(0); // 0.44
    expect(vatOn(1_000_000)).toBe(110_000);
  });

  it("charges e-wallets 2% rounded up and virtual accounts a fixed 4,000", () => {
    expect(methodFee("gopay", 3_385_094)).toBe(67_702); // 67,701.88
    expect(methodFee("shopeepay", 100)).toBe(2);
    expect(methodFee("shopeepay", 101)).toBe(3); // 2.02
    for (const method of ["bca_va", "bni_va", "bri_va", "permata_va", "echannel"] as const) expect(methodFee(method, 3_385_094)).toBe(4000);
  });

  it("adds up an upgrade on a known date", () => {
    const breakdown = priceBreakdown({ subtotalIdr: 3_999_000, prorationCreditIdr: 949_366, discountIdr: 0, method: "bca_va" });
    // taxable 3,049,634; PPN 335,459.74 → 335,460; fee 4,000.
    expect(breakdown).toEqual({ subtotalIdr: 3_999_000, prorationCreditIdr: 949_366, discountIdr: 0, vatIdr: 335_460, feeIdr: 4000, totalIdr: 3_389_094 });
    expect(priceBreakdown({ subtotalIdr: 3_999_000, prorationCreditIdr: 949_366, discountIdr: 0, method: "gopay" }).totalIdr).toBe(3_385_094 + 67_702);
  });

  it("takes the promotion's 17% off the subtotal before VAT", () => {
    const discountIdr = promoDiscount(1_499_000, 17);
    expect(discountIdr).toBe(254_830);
    expect(priceBreakdown({ subtotalIdr: 1_499_000, prorationCreditIdr: 0, discountIdr, method: "bni_va" })).toMatchObject({ vatIdr: 136_859, totalIdr: 1_385_029 });
    expect(promoDiscount(499_999, 17)).toBe(84_999); // 84,999.83 rounded down
  });

  it("refuses a credit larger than the price", () => {
    expect(() => priceBreakdown({ subtotalIdr: 100, prorationCreditIdr: 101, discountIdr: 0, method: "gopay" })).toThrow(RangeError);
  });
});

describe("order status moves", () => {
  it("maps the provider's transaction status", () => {
    expect(statusForTransaction("settlement", undefined)).toBe("paid");
    expect(statusForTransaction("capture", "challenge")).toBeNull();
    expect(statusForTransaction("expire", undefined)).toBe("expired");
    expect(statusForTransaction("deny", undefined)).toBe("failed");
    expect(statusForTransaction("pending", undefined)).toBeNull();
    expect(statusForTransaction("refund", undefined)).toBe("refunded");
    expect(statusForTransaction("partial_refund", undefined)).toBe("refunded");
    expect(statusForTransaction("authorize", undefined)).toBeNull();
  });

  it("moves only pending orders, except that late money pays an expired one and a paid one may be refunded once", () => {
    expect(mayTransition("pending", "paid")).toBe(true);
    expect(mayTransition("pending", "expired")).toBe(true);
    expect(mayTransition("expired", "paid")).toBe(true);
    expect(mayTransition("paid", "expired")).toBe(false);
    expect(mayTransition("paid", "paid")).toBe(false);
    expect(mayTransition("failed", "paid")).toBe(false);
    expect(mayTransition("paid", "pending")).toBe(false);
    expect(mayTransition("paid", "refunded")).toBe(true);
    expect(mayTransition("pending", "refunded")).toBe(false);
    expect(mayTransition("expired", "refunded")).toBe(false);
    expect(mayTransition("refunded", "refunded")).toBe(false);
    expect(mayTransition("refunded", "paid")).toBe(false);
  });
});
