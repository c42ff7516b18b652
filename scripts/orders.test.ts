import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import { paymentOrders } from "@/server/db/schema/subscriptions";
import { buyAndPay, trialCompanyOwner } from "@/server/modules/checkout/testing/checkout-fixtures";
import { runCommandForTest, useServedTestApp } from "@/tests/api/served-app";
import { ordersCommand, refundRequest } from "./orders";

const OPERATOR_TOKEN = vi.hoisted(() => {
  const token = "operator-token-for-orders-cli-tests-3";
  process.env.OPERATOR_TOKEN = token;
  return token;
});

const ctx = useServedTestApp();
const run = (argv: string[]) => runCommandForTest(ordersCommand, argv, { APP_URL: ctx.appUrl, OPERATOR_TOKEN });

describe("npm run orders", () => {
  it("reads the order number and the amount in whole rupiah", () => {
    expect(refundRequest(["refund", "ORD-20261127-5F3A9C"])).toEqual({ orderNumber: "ORD-20261127-5F3A9C", body: {} });
    expect(refundRequest(["refund", "ORD-1", "--amount", "1.500.000"])).toEqual({ orderNumber: "ORD-1", body: { amountIdr: 1_500_000 } });
    expect(() => refundRequest(["refund", "ORD-1", "--amount", "12,5x"])).toThrow("whole rupiah");
    expect(() => refundRequest(["cancel", "ORD-1"])).toThrow("Usage");
  });

  it("refunds a paid order through the running app's operator API, once", async () => {
    const app = createApiApp({ database: async () => ctx.database }, pino({ level: "silent" }));
    const owner = await trialCompanyOwner(app, ctx.database.db, "cli.owner@toko-cli.co.id", "PT Toko CLI");
    const order = await buyAndPay(app, owner);

    const refunded = await run(["refund", order.orderNumber, "--amount", "100000"]);
    expect(refunded.err).toBe("");
    expect(refunded.code).toBe(0);
    expect(refunded.out).toBe(`${order.orderNumber}: refunded; Rp 100.000 returned in all.`);
    const [row] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(row).toMatchObject({ status: "refunded", refundedAmountIdr: 100_000 });

    expect((await run(["refund", order.orderNumber])).out).toBe(`${order.orderNumber}: already refunded (Rp 100.000); nothing changed.`);
    const unknown = await run(["refund", "ORD-NOPE"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("404");
    expect((await run([])).code).toBe(2);
  });
});
