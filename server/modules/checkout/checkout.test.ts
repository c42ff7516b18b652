import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { notifications } from "@/server/db/schema/notifications";
import { companySubscriptions, paymentNotifications, paymentOrders } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, parseSetCookies, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { signedNotification as signedProviderNotification } from "./testing/checkout-fixtures";

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

async function trialCompanyOwner(email: string) {
  const session = await signUpAndVerify(ctx.app, ctx.database.db, email, "Owner Baru");
  const onboarded = await requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", {
    token: session.token,
    body: { handphone: "081234567890", department: "Management", company: { name: `Company of ${email}`, sector: "Retail", size: "small" } },
  });
  expect(onboarded.status).toBe(200);
  const companyId = onboarded.body.result.companyId as string;
  const trial = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${companyId}/subscription/trial`, { token: session.token });
  expect(trial.status).toBe(201);
  return { token: session.token, companyId, userId: onboarded.body.result.userId as string };
}

const base = (companyId: string) => `/api/v1/job-portal/company/${companyId}`;

/** A bank-transfer notification as Midtrans sends it (see signedNotification in the fixtures). */
function signedNotification(order: { orderNumber: string; totalIdr: number }, transactionStatus: string, statusCode: string, overrides: { grossAmount?: string; serverKey?: string } = {}) {
  return { ...signedProviderNotification(order, transactionStatus, { statusCode, ...overrides }), payment_type: "bank_transfer", fraud_status: "accept" };
}

async function paidPeriodsOf(companyId: string) {
  return ctx.database.db.select().from(companySubscriptions).where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.kind, "paid")));
}

async function orderRow(orderId: string) {
  const [row] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row!;
}

describe("payment methods", () => {
  it("lists the methods of spec 3 with their fees", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/checkout/payment-methods");
    expect(response.status).toBe(200);
    const docs = response.body.result.docs;
    expect(docs.map((method: { value: string }) => method.value)).toEqual(["gopay", "shopeepay", "echannel", "bri_va", "bni_va", "bca_va", "permata_va"]);
    expect(docs[0]).toMatchObject({ name: "Gopay", kind: "ewallet", feeType: "percentage", fee: 2 });
    expect(docs[5]).toMatchObject({ name: "Bank BCA", kind: "virtualAccount", feeType: "number", fee: 4000 });
  });
});

describe("a trial company buys a plan on the simulator", () => {
  let owner: Awaited<ReturnType<typeof trialCompanyOwner>>;
  let paidOrder: { id: string; orderNumber: string; quote: { totalIdr: number } };

  it("quotes a new purchase that starts now, with PPN and the VA fee", async () => {
    owner = await trialCompanyOwner("buyer@toko-maju.co.id");
    const before = Date.now();
    const response = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, {
      token: owner.token,
      body: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // 1,499,000 + PPN 164,890 + 4,000.
    expect(response.body.result).toMatchObject({
      planCode: "growth",
      planName: "Growth",
      kind: "new",
      subtotalIdr: 1_499_000,
      prorationCreditIdr: 0,
      discountIdr: 0,
      promoCode: null,
      vatRatePercent: 11,
      vatIdr: 164_890,
      feeIdr: 4000,
      totalIdr: 1_667_890,
    });
    const startsAt = Date.parse(response.body.result.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(response.body.result.endsAt) - startsAt).toBe(30 * DAY_MS);
  });

  it("accepts MERDEKA17 only while the independence-day promotion is on", async () => {
    const body = { planCode: "growth", period: "yearly", paymentMethod: "gopay", promoCode: "merdeka17" };
    const off = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body });
    expect(off.status).toBe(422);
    expect(off.body).toMatchObject({ code: "PROMO_CODE_INVALID", data: { errors: [{ field: "promoCode" }] } });
    await upsertOverride(ctx.database.db, "independence-day-promotion", owner.companyId, true);
    const on = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body });
    expect(on.status).toBe(200);
    // 14,990,000 − 17% (2,548,300) = 12,441,700; PPN 1,368,587; GoPay 2% of 13,810,287 rounded up.
    expect(on.body.result).toMatchObject({ subtotalIdr: 14_990_000, discountIdr: 2_548_300, promoCode: "MERDEKA17", vatIdr: 1_368_587, feeIdr: 276_206, totalIdr: 14_086_493 });
    const unknown = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body: { ...body, promoCode: "GRATIS" } });
    expect(unknown.body.code).toBe("PROMO_CODE_INVALID");
    await upsertOverride(ctx.database.db, "independence-day-promotion", owner.companyId, false);
  });

  it("refuses plans that are not sold and bad input with the field named", async () => {
    const quote = (body: unknown) => requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body });
    expect((await quote({ planCode: "trial", period: "monthly", paymentMethod: "bca_va" })).body).toMatchObject({ code: "PLAN_NOT_PURCHASABLE", data: { errors: [{ field: "planCode" }] } });
    expect((await quote({ planCode: "platinum", period: "monthly", paymentMethod: "bca_va" })).body).toMatchObject({ code: "PLAN_NOT_FOUND", data: { errors: [{ field: "planCode" }] } });
    const invalid = await quote({ planCode: "growth", period: "weekly", paymentMethod: "cash" });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["paymentMethod", "period"]);
  });

  it("creates a pending order with a BCA virtual account and mails how to pay", async () => {
    const response = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, {
      token: owner.token,
      body: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = response.body.result;
    expect(order).toMatchObject({ companyId: owner.companyId, status: "pending", paidAt: null, invoiceNumber: null, quote: { totalIdr: 1_667_890, kind: "new" } });
    expect(order.orderNumber).toMatch(/^ORD-\d{8}-[0-9A-F]{12}$/);
    expect(order.instructions).toMatchObject({ channel: "BCA", billKey: null, qrCodeUrl: null, simulatorUrl: `/payment-simulator/${order.orderNumber}` });
    expect(order.instructions.vaNumber).toMatch(/^12345\d{11}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(24 * 60 * 60 * 1000);
    const mails = await ctx.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "buyer@toko-maju.co.id"), eq(emailOutbox.category, "payment-pending")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(order.instructions.vaNumber);
    expect(mails[0]!.textBody).toContain("Rp 1.667.890");
    paidOrder = order;

    const again = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, {
      token: owner.token,
      body: { planCode: "starter", period: "monthly", paymentMethod: "gopay" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "PENDING_ORDER_EXISTS", data: { orderId: order.id } });

    const simulated = await requestJson(ctx.app, "GET", `/api/v1/payment-simulator/orders/${order.orderNumber}`);
    expect(simulated.body.result).toMatchObject({ status: "pending", paymentMethod: "bca_va", grossAmountIdr: 1_667_890, instructions: { vaNumber: order.instructions.vaNumber } });
    const pending = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/orders/${order.id}`, { token: owner.token });
    expect(pending.body.result.status).toBe("pending");
    expect(parseSetCookies(pending.headers).has(ACCESS_TOKEN_COOKIE)).toBe(false);
  });

  it("pays on the simulator: the order is paid with an invoice number, the plan runs, the owner is told", async () => {
    const paid = await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${paidOrder.orderNumber}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.result.status).toBe("paid");

    const read = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/orders/${paidOrder.id}`, { token: owner.token });
    expect(read.body.result).toMatchObject({ status: "paid", invoiceNumber: expect.stringMatching(/^INV\/\d{4}\/00001$/) });
    expect(read.body.result.paidAt).not.toBeNull();
    // The guard cookie carries the plan at once.
    expect(parseSetCookies(read.headers).has(ACCESS_TOKEN_COOKIE)).toBe(true);

    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result).toMatchObject({ subscription: { kind: "paid", status: "active", plan: { code: "growth" } }, subscriptionUsage: { jobPosts: { quota: 10 } } });
    const trial = await ctx.database.db.select().from(companySubscriptions).where(and(eq(companySubscriptions.companyId, owner.companyId), eq(companySubscriptions.kind, "trial")));
    expect(trial[0]!.status).toBe("expired");
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.recipientUserId, owner.userId));
    expect(told.filter((item) => item.type === "companyTrialSubsUpgraded")).toHaveLength(1);
    expect(told.filter((item) => item.type === "companySubscriptionPurchased")).toHaveLength(0);
    const receipts = await ctx.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, "buyer@toko-maju.co.id"), eq(emailOutbox.category, "payment-received")));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain(read.body.result.invoiceNumber);

    const twice = await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${paidOrder.orderNumber}/pay`);
    expect(twice.status).toBe(409);
  });

  it("ignores a repeated settlement and out-of-order expire and pending: nothing changes, 200", async () => {
    for (const [status, code] of [["settlement", "200"], ["expire", "407"], ["pending", "201"], ["deny", "202"]] as const) {
      const response = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body: signedNotification({ orderNumber: paidOrder.orderNumber, totalIdr: paidOrder.quote.totalIdr }, status, code) });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.result).toEqual({ orderNumber: paidOrder.orderNumber, status: "paid", outcome: "ignored" });
    }
    expect((await orderRow(paidOrder.id)).status).toBe("paid");
    expect(await paidPeriodsOf(owner.companyId)).toHaveLength(1);
    const records = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, paidOrder.id));
    expect(records.map((record) => record.outcome).sort()).toEqual(["ignored", "ignored", "ignored", "ignored", "paid"]);
    const told = await ctx.database.db.select().from(notifications).where(and(eq(notifications.recipientUserId, owner.userId), eq(notifications.type, "companyTrialSubsUpgraded")));
    expect(told).toHaveLength(1);
  });

  it("quotes the same plan as a renewal and a cheaper one as a downgrade, both from the end of the paid period", async () => {
    const [period] = await paidPeriodsOf(owner.companyId);
    const renewal = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body: { planCode: "growth", period: "monthly", paymentMethod: "bni_va" } });
    expect(renewal.body.result).toMatchObject({ kind: "renewal", prorationCreditIdr: 0, startsAt: period!.endsAt.toISOString() });
    const downgrade = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body: { planCode: "starter", period: "monthly", paymentMethod: "bni_va" } });
    expect(downgrade.status).toBe(200);
    expect(downgrade.body.result).toMatchObject({ kind: "downgrade", prorationCreditIdr: 0, startsAt: period!.endsAt.toISOString(), jobsOverQuota: 0 });
  });

  it("leaves the plan as it was when an e-wallet payment is left to expire", async () => {
    const created = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, { token: owner.token, body: { planCode: "enterprise", period: "monthly", paymentMethod: "gopay" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.result;
    expect(order.quote.kind).toBe("upgrade");
    expect(order.instructions).toMatchObject({ channel: "GoPay", vaNumber: null, deeplinkUrl: `/payment-simulator/${order.orderNumber}` });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(15 * 60 * 1000);
    const expired = await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${order.orderNumber}/expire`);
    expect(expired.body.result.status).toBe("expired");
    expect((await orderRow(order.id)).status).toBe("expired");
    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result.subscription.plan.code).toBe("growth");
    // A settlement of the expired order after its expire changes nothing on the simulator's side.
    expect((await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${order.orderNumber}/pay`)).status).toBe(409);
  });

  it("upgrades at once with a credit for the unused days, and numbers the next invoice", async () => {
    const created = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, { token: owner.token, body: { planCode: "enterprise", period: "monthly", paymentMethod: "permata_va" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.result;
    const [growthPeriod] = await paidPeriodsOf(owner.companyId);
    // The growth period was paid moments ago: 29 of its 30 days are whole and unused.
    expect(growthPeriod!.paidAmountIdr).toBe(1_499_000);
    expect(order.quote).toMatchObject({ kind: "upgrade", subtotalIdr: 3_999_000, prorationCreditIdr: Math.floor((29 * 1_499_000) / 30) });
    expect(order.quote.totalIdr).toBe(order.quote.subtotalIdr - order.quote.prorationCreditIdr + order.quote.vatIdr + 4000);
    expect(order.instructions.vaNumber).toMatch(/^8778\d{11}$/);
    await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${order.orderNumber}/pay`);
    const read = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/orders/${order.id}`, { token: owner.token });
    expect(read.body.result.invoiceNumber).toMatch(/^INV\/\d{4}\/00002$/);
    const periods = await paidPeriodsOf(owner.companyId);
    const growth = periods.find((period) => period.orderId !== order.id)!;
    expect(growth.status).toBe("expired");
    expect(growth.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result.subscription).toMatchObject({ status: "active", plan: { code: "enterprise" } });
    const told = await ctx.database.db.select().from(notifications).where(and(eq(notifications.recipientUserId, owner.userId), eq(notifications.type, "companySubscriptionPurchased")));
    expect(told).toHaveLength(1);

    const list = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/orders`, { token: owner.token });
    expect(list.body.result.docs.map((item: { status: string }) => item.status)).toEqual(["paid", "expired", "paid"]);
  });
});

describe("the webhook refuses what it cannot trust", () => {
  let order: { id: string; orderNumber: string; quote: { totalIdr: number } };
  let token: string;

  it("answers 403 INVALID_SIGNATURE to a forged notification, records it and changes nothing", async () => {
    token = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    const created = await requestJson(ctx.app, "POST", `${base(demoIds.otherCompany)}/orders`, { token, body: { planCode: "growth", period: "monthly", paymentMethod: "echannel" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    order = created.body.result;
    expect(created.body.result.instructions).toMatchObject({ channel: "Mandiri Bill Payment", vaNumber: null, billerCode: "70012", billKey: expect.stringMatching(/^\d{12}$/) });

    const forged = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", {
      body: signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "settlement", "200", { serverKey: "SB-Mid-server-guessed" }),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("INVALID_SIGNATURE");
    const tampered = signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "expire", "407");
    const replayed = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body: { ...tampered, transaction_status: "settlement", status_code: "200" } });
    expect(replayed.status).toBe(403);
    expect((await orderRow(order.id)).status).toBe("pending");
    const records = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.providerOrderNumber, order.orderNumber));
    expect(records.map((record) => record.outcome)).toEqual(["invalid_signature", "invalid_signature"]);
  });

  it("refuses a signed notification whose amount differs from the order with 422 AMOUNT_MISMATCH, recorded", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", {
      body: signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "settlement", "200", { grossAmount: "1000.00" }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: "AMOUNT_MISMATCH", data: { errors: [{ field: "gross_amount" }] } });
    expect((await orderRow(order.id)).status).toBe("pending");
    const [record] = await ctx.database.db.select().from(paymentNotifications).where(and(eq(paymentNotifications.orderId, order.id), eq(paymentNotifications.outcome, "amount_mismatch")));
    expect(record!.grossAmount).toBe("1000.00");
  });

  it("answers 404 for an order it does not know and 422 naming the fields for a malformed body", async () => {
    const unknown = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body: signedNotification({ orderNumber: "ORD-20260101-000000000000", totalIdr: 1000 }, "settlement", "200") });
    expect(unknown.status).toBe(404);
    const malformed = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body: { order_id: order.orderNumber, gross_amount: "12,5" } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(["gross_amount", "status_code", "signature_key"]));
  });

  it("pays once on a genuine settlement after all that", async () => {
    const response = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body: signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "settlement", "200") });
    expect(response.body.result).toEqual({ orderNumber: order.orderNumber, status: "paid", outcome: "paid" });
    const row = await orderRow(order.id);
    expect(row.invoiceNumber).toMatch(/^INV\/\d{4}\/00001$/);
    // A renewal of the running growth period: it starts when that one ends.
    expect(row.kind).toBe("renewal");
    const periods = await paidPeriodsOf(demoIds.otherCompany);
    const renewal = periods.find((period) => period.orderId === order.id)!;
    const previous = periods.find((period) => period.orderId !== order.id)!;
    expect(renewal.startsAt.toISOString()).toBe(previous.endsAt.toISOString());
    expect(previous.status).toBe("active");
  });
});

describe("who may buy and see orders", () => {
  it("lets only the owner quote and order (403 OWNER_ONLY) and every member read the orders", async () => {
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const body = { planCode: "enterprise", period: "monthly", paymentMethod: "bca_va" };
    const quote = await requestJson(ctx.app, "POST", `${base(demoIds.demoCompany)}/checkout/quote`, { token: member, body });
    expect(quote.status).toBe(403);
    expect(quote.body.code).toBe("OWNER_ONLY");
    const create = await requestJson(ctx.app, "POST", `${base(demoIds.demoCompany)}/orders`, { token: member, body });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe("OWNER_ONLY");

    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const ordered = await requestJson(ctx.app, "POST", `${base(demoIds.demoCompany)}/orders`, { token: owner, body });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const list = await requestJson(ctx.app, "GET", `${base(demoIds.demoCompany)}/orders`, { token: member });
    expect(list.status).toBe(200);
    expect(list.body.result.docs.map((item: { id: string }) => item.id)).toEqual([ordered.body.result.id]);
    const one = await requestJson(ctx.app, "GET", `${base(demoIds.demoCompany)}/orders/${ordered.body.result.id}`, { token: member });
    expect(one.body.result.id).toBe(ordered.body.result.id);

    // Other Company's owner reaches neither Demo Company's orders nor, through its own company, Demo's order id.
    const other = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    expect((await requestJson(ctx.app, "GET", `${base(demoIds.demoCompany)}/orders`, { token: other })).status).toBe(404);
    const crossed = await requestJson(ctx.app, "GET", `${base(demoIds.otherCompany)}/orders/${ordered.body.result.id}`, { token: other });
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe("ORDER_NOT_FOUND");
  });

  it("lets a company whose subscription ended reach checkout and its orders", async () => {
    const owner = await trialCompanyOwner("lapsed@warung-lama.co.id");
    await ctx.database.db
      .update(companySubscriptions)
      .set({ startsAt: new Date(Date.now() - 30 * DAY_MS), endsAt: new Date(Date.now() - DAY_MS) })
      .where(eq(companySubscriptions.companyId, owner.companyId));
    const state = await requestJson(ctx.app, "GET", `${base(owner.companyId)}/subscription`, { token: owner.token });
    expect(state.body.result.subscription.status).toBe("expired");
    const quote = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/checkout/quote`, { token: owner.token, body: { planCode: "starter", period: "monthly", paymentMethod: "bri_va" } });
    expect(quote.status).toBe(200);
    expect(quote.body.result.kind).toBe("new");
    const created = await requestJson(ctx.app, "POST", `${base(owner.companyId)}/orders`, { token: owner.token, body: { planCode: "starter", period: "monthly", paymentMethod: "bri_va" } });
    expect(created.status).toBe(201);
    expect((await requestJson(ctx.app, "GET", `${base(owner.companyId)}/orders`, { token: owner.token })).status).toBe(200);
  });
});
