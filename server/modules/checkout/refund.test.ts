import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { companySubscriptions, paymentNotifications, paymentOrders } from "@/server/db/schema/subscriptions";
import { latestSubscription } from "@/server/modules/subscriptions/subscriptions-queries";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { buyAndPay, signedNotification, trialCompanyOwner } from "./testing/checkout-fixtures";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-refund-tests-42";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useTestApp();
type Order = { id: string; orderNumber: string; quote: { totalIdr: number } };

function refundNotification(order: Order, transactionStatus: string, refundAmount?: string) {
  return {
    ...signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, transactionStatus),
    ...(refundAmount === undefined ? {} : { refund_amount: refundAmount }),
  };
}
const notify = (body: unknown) => requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body });
const operatorRefund = (orderNumber: string, body: unknown, token: string | null = OPERATOR_TOKEN) =>
  ctx.app.request(`/api/v1/operator/orders/${orderNumber}/refund`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const orderRow = async (id: string) => (await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const periodOf = async (orderId: string) => (await ctx.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.orderId, orderId)))[0]!;
const refundMails = (to: string) => ctx.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.category, "payment-refunded")));

describe("a refund notification from the provider", () => {
  it("refunds a paid order once: the order shows refunded with the amount, its period ends, the admins get one mail", async () => {
    const email = "refund.owner@toko-refund.co.id";
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, email, "PT Toko Refund");
    const order = await buyAndPay(ctx.app, owner);
    expect((await periodOf(order.id)).endsAt.getTime()).toBeGreaterThan(Date.now());

    const refunded = await notify(refundNotification(order, "refund", `${order.quote.totalIdr}.00`));
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result).toEqual({ orderNumber: order.orderNumber, status: "refunded", outcome: "refunded" });

    const shown = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/orders/${order.id}`, { token: owner.token });
    expect(shown.body.result).toMatchObject({ status: "refunded", refundedAmountIdr: order.quote.totalIdr, invoiceNumber: order.invoiceNumber });
    const period = await periodOf(order.id);
    expect(period.status).toBe("expired");
    expect(period.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const state = await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/subscription`, { token: owner.token });
    expect(state.body.result.status).not.toBe("active");

    const again = await notify(refundNotification(order, "refund", `${order.quote.totalIdr}.00`));
    expect(again.body.result.outcome).toBe("ignored");
    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(order.orderNumber);
    const invoice = await ctx.app.request(`/api/v1/job-portal/company/${owner.companyId}/orders/${order.id}/invoice`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(invoice.status).toBe(200);
  });

  it("takes a partial refund's amount, and refuses amounts that do not fit the order with the field named", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "partial.owner@toko-sebagian.co.id", "PT Toko Sebagian");
    const order = await buyAndPay(ctx.app, owner);
    const total = order.quote.totalIdr;
    for (const [status, amount] of [
      ["partial_refund", `${total}.00`],
      ["partial_refund", undefined],
      ["refund", `${total + 1}.00`],
      ["partial_refund", "0.00"],
      ["partial_refund", "1000.50"],
    ] as const) {
      const refused = await notify(refundNotification(order, status, amount));
      expect(refused.status, `${status} ${amount}`).toBe(422);
      expect(refused.body.data.errors[0].field).toBe("refund_amount");
    }
    expect((await orderRow(order.id)).status).toBe("paid");
    const outcomes = await ctx.database.db.select({ outcome: paymentNotifications.outcome }).from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id));
    expect(outcomes.filter((row) => row.outcome === "refund_amount_mismatch")).toHaveLength(5);

    const partial = await notify(refundNotification(order, "partial_refund", "500000.00"));
    expect(partial.body.result.outcome).toBe("refunded");
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmountIdr: 500_000 });
    // Money given back on a plan the company keeps: the period it paid for runs on.
    const period = await periodOf(order.id);
    expect(period.endsAt.getTime()).toBeGreaterThan(Date.now());
    expect(period.status).not.toBe("expired");
  });

  it("takes a further refund of a partly refunded order: the amount in all grows, and the whole total ends the period", async () => {
    const email = "further.owner@toko-lanjut.co.id";
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, email, "PT Toko Lanjut");
    const order = await buyAndPay(ctx.app, owner);
    const total = order.quote.totalIdr;

    expect((await notify(refundNotification(order, "partial_refund", "300000.00"))).body.result.outcome).toBe("refunded");
    // A repeat, and an older notification arriving late, change nothing.
    expect((await notify(refundNotification(order, "partial_refund", "300000.00"))).body.result.outcome).toBe("ignored");
    expect((await notify(refundNotification(order, "partial_refund", "100000.00"))).body.result.outcome).toBe("ignored");
    // An amount that cannot be is refused on a refunded order as on a paid one.
    const tooMuch = await notify(refundNotification(order, "refund", `${total + 1}.00`));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.data.errors[0].field).toBe("refund_amount");

    expect((await notify(refundNotification(order, "partial_refund", "450000.00"))).body.result.outcome).toBe("refunded");
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmountIdr: 450_000 });
    expect((await periodOf(order.id)).status).not.toBe("expired");

    expect((await notify(refundNotification(order, "refund", `${total}.00`))).body.result.outcome).toBe("refunded");
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refundedAmountIdr: total });
    expect((await periodOf(order.id)).status).toBe("expired");

    const mails = (await refundMails(email)).map((mail) => mail.textBody).sort();
    expect(mails).toHaveLength(3);
    expect(mails.filter((text) => text.includes("a further Rp 150.000") && text.includes("Rp 450.000 in all"))).toHaveLength(1);
    expect(mails.filter((text) => text.includes("plan period this order paid for has ended"))).toHaveLength(1);
  });

  it("changes nothing on an order that was never paid", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "pending.owner@toko-menunggu.co.id", "PT Toko Menunggu");
    const created = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/orders`, {
      token: owner.token,
      body: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" },
    });
    const order = created.body.result;
    const ignored = await notify(refundNotification(order, "refund"));
    expect(ignored.body.result).toMatchObject({ status: "pending", outcome: "ignored" });
    expect((await orderRow(order.id)).refundedAmountIdr).toBeNull();
  });

  it("cancels a renewal still waiting to start and leaves the running period alone", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "renewal.owner@toko-perpanjang.co.id", "PT Toko Perpanjang");
    const first = await buyAndPay(ctx.app, owner);
    const renewal = await buyAndPay(ctx.app, owner);
    expect(renewal.quote.kind).toBe("renewal");
    const firstPeriod = await periodOf(first.id);
    expect((await periodOf(renewal.id)).startsAt.getTime()).toBe(firstPeriod.endsAt.getTime());

    expect((await notify(refundNotification(renewal, "refund"))).body.result.outcome).toBe("refunded");
    const cancelled = await periodOf(renewal.id);
    expect(cancelled.status).toBe("expired");
    expect(cancelled.endsAt.getTime()).toBeLessThan(firstPeriod.endsAt.getTime());
    expect(await periodOf(first.id)).toMatchObject({ status: "active", endsAt: firstPeriod.endsAt });
    const latest = await latestSubscription(ctx.database.db, owner.companyId);
    expect(latest?.subscription.orderId).toBe(first.id);
  });
});

describe("POST /v1/operator/orders/{orderNumber}/refund", () => {
  it("refunds a paid order like the provider's notification, once, with its amount checked", async () => {
    const email = "operator.owner@toko-operator.co.id";
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, email, "PT Toko Operator");
    const order = await buyAndPay(ctx.app, owner);

    expect((await operatorRefund(order.orderNumber, {}, null)).status).toBe(401);
    expect((await operatorRefund(order.orderNumber, {}, "wrong-token-000000000000")).status).toBe(401);
    expect((await operatorRefund("ORD-UNKNOWN", {})).status).toBe(404);
    for (const amountIdr of [0, 1.5, "100"]) {
      const response = await operatorRefund(order.orderNumber, { amountIdr });
      expect(response.status).toBe(422);
      expect((await response.json()).data.errors[0].field).toBe("amountIdr");
    }
    const tooMuch = await operatorRefund(order.orderNumber, { amountIdr: order.quote.totalIdr + 1 });
    expect(tooMuch.status).toBe(422);
    expect((await tooMuch.json()).data.errors[0].field).toBe("amountIdr");
    expect((await orderRow(order.id)).status).toBe("paid");

    const refunded = await operatorRefund(order.orderNumber, { amountIdr: 250_000 });
    expect(refunded.status).toBe(200);
    expect((await refunded.json()).result).toEqual({ orderNumber: order.orderNumber, status: "refunded", refundedAmountIdr: 250_000, outcome: "refunded" });
    // A partial refund: the plan it paid for runs on (the provider's full refund above ends it).
    expect((await periodOf(order.id)).status).not.toBe("expired");
    const again = await operatorRefund(order.orderNumber, {});
    expect((await again.json()).result).toMatchObject({ outcome: "ignored", refundedAmountIdr: 250_000 });
    const repeated = await operatorRefund(order.orderNumber, { amountIdr: 250_000 });
    expect((await repeated.json()).result).toMatchObject({ outcome: "ignored", refundedAmountIdr: 250_000 });
    expect(await refundMails(email)).toHaveLength(1);
    const records = await ctx.database.db.select().from(paymentNotifications).where(and(eq(paymentNotifications.orderId, order.id), eq(paymentNotifications.source, "operator")));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ outcome: "refunded", transactionStatus: "partial_refund" });

    // The amount is the total returned: less than what was returned already is a mistake, named.
    const less = await operatorRefund(order.orderNumber, { amountIdr: 100_000 });
    expect(less.status).toBe(422);
    expect((await less.json()).data.errors[0]).toMatchObject({ field: "amountIdr", message: expect.stringContaining("250000 already refunded") });
    // The rest, returned: a full refund now, and the period it paid for ends.
    const rest = await operatorRefund(order.orderNumber, { amountIdr: order.quote.totalIdr });
    expect((await rest.json()).result).toEqual({ orderNumber: order.orderNumber, status: "refunded", refundedAmountIdr: order.quote.totalIdr, outcome: "refunded" });
    expect((await periodOf(order.id)).status).toBe("expired");
    expect(await refundMails(email)).toHaveLength(2);
  });

  it("refuses an order that was never paid", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "unpaid.owner@toko-belum.co.id", "PT Toko Belum");
    const created = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/orders`, {
      token: owner.token,
      body: { planCode: "growth", period: "monthly", paymentMethod: "gopay" },
    });
    const response = await operatorRefund(created.body.result.orderNumber, {});
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("ORDER_NOT_REFUNDABLE");
  });
});
