import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companySubscriptions, paymentNotifications, paymentOrders } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { SCHEDULED_TASKS, scheduledJobType } from "@/server/jobs/schedule";
import { jobHandlers } from "@/server/jobs/job-handlers";
import { OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import { RECONCILE_AFTER_MS, reconcilePendingOrders } from "./payment-reconciliation";
import { SimulatorProvider, closeSimulatorCharge, simulatorServerKey } from "./payment-simulator";

const ctx = useTestApp();
const MINUTE = 60 * 1000;
const ordersPath = `/api/v1/job-portal/company/${demoIds.otherCompany}/orders`;

async function order(paymentMethod: string): Promise<{ id: string; orderNumber: string; createdAt: string }> {
  const { token } = await signIn(ctx.app, OTHER_OWNER_EMAIL);
  const created = await requestJson(ctx.app, "POST", ordersPath, { token, body: { planCode: "enterprise", period: "monthly", paymentMethod } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.result;
}

async function statusOf(orderId: string) {
  const [row] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row!.status;
}

/** A provider that cannot be reached, as Midtrans is during an outage. */
const unreachable: PaymentProvider = {
  name: "simulator",
  serverKey: simulatorServerKey(),
  charge: () => Promise.reject(new PaymentProviderError("down")),
  status: () => Promise.reject(new PaymentProviderError("down")),
};

describe("payment reconciliation", () => {
  it("is a scheduled worker task every 5 minutes", () => {
    const task = SCHEDULED_TASKS.find((candidate) => candidate.name === "payment-reconciliation");
    expect(task?.intervalMs).toBe(5 * MINUTE);
    expect(jobHandlers[scheduledJobType(task!)]).toBeTypeOf("function");
  });

  it("settles a paid order whose webhook never came, once it is older than five minutes", async () => {
    const created = await order("bca_va");
    // The bank took the money, but its notification was lost.
    await closeSimulatorCharge(ctx.database.db, created.orderNumber, "settlement");
    const provider = new SimulatorProvider(ctx.database.db);
    const createdAt = Date.parse(created.createdAt);

    const early = await reconcilePendingOrders(ctx.database.db, provider, new Date(createdAt + RECONCILE_AFTER_MS - MINUTE));
    expect(early.checked).toBe(0);
    expect(await statusOf(created.id)).toBe("pending");

    const later = new Date(createdAt + RECONCILE_AFTER_MS + MINUTE);
    expect(await reconcilePendingOrders(ctx.database.db, provider, later)).toEqual({ checked: 1, paid: 1, expired: 0, failed: 0, unreachable: 0 });
    expect(await statusOf(created.id)).toBe("paid");
    const periods = await ctx.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.orderId, created.id));
    expect(periods).toHaveLength(1);
    const [record] = await ctx.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, created.id));
    expect(record).toMatchObject({ source: "reconciliation", outcome: "paid", transactionStatus: "settlement" });

    // Run again (or the late webhook): nothing more happens.
    expect((await reconcilePendingOrders(ctx.database.db, provider, later)).checked).toBe(0);
  });

  it("leaves a young unpaid order alone and expires it once past its expiry", async () => {
    const created = await order("gopay");
    const provider = new SimulatorProvider(ctx.database.db);
    const createdAt = Date.parse(created.createdAt);
    expect(await reconcilePendingOrders(ctx.database.db, provider, new Date(createdAt + 6 * MINUTE))).toEqual({ checked: 1, paid: 0, expired: 0, failed: 0, unreachable: 0 });
    expect(await statusOf(created.id)).toBe("pending");
    // The e-wallet payment was open for 15 minutes.
    expect(await reconcilePendingOrders(ctx.database.db, provider, new Date(createdAt + 16 * MINUTE))).toMatchObject({ checked: 1, expired: 1 });
    expect(await statusOf(created.id)).toBe("expired");
  });

  it("expires an order past its expiry even while the provider cannot be reached", async () => {
    const created = await order("shopeepay");
    const createdAt = Date.parse(created.createdAt);
    expect(await reconcilePendingOrders(ctx.database.db, unreachable, new Date(createdAt + 6 * MINUTE))).toEqual({ checked: 1, paid: 0, expired: 0, failed: 0, unreachable: 1 });
    expect(await statusOf(created.id)).toBe("pending");
    expect(await reconcilePendingOrders(ctx.database.db, unreachable, new Date(createdAt + 16 * MINUTE))).toMatchObject({ expired: 1, unreachable: 1 });
    expect(await statusOf(created.id)).toBe("expired");
  });

  it("pays an order whose money arrives after it was expired: the payment is real", async () => {
    const created = await order("bni_va");
    const createdAt = Date.parse(created.createdAt);
    await reconcilePendingOrders(ctx.database.db, unreachable, new Date(createdAt + 25 * 60 * MINUTE));
    expect(await statusOf(created.id)).toBe("expired");
    // The simulator's clock is the real one, so its VA is still open: the payer pays it now, and
    // the settlement it sends pays the expired order.
    const paid = await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${created.orderNumber}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await statusOf(created.id)).toBe("paid");
  });
});

describe("invoice numbers", () => {
  it("are sequential per company with no gaps when payments commit or roll back at the same time", async () => {
    const { nextInvoiceSequence } = await import("./orders-queries");
    const { companyInvoiceCounters } = await import("@/server/db/schema/subscriptions");
    const db = ctx.database.db;
    const [before] = await db.select().from(companyInvoiceCounters).where(eq(companyInvoiceCounters.companyId, demoIds.demoCompany));
    const start = before?.lastNumber ?? 0;
    const attempts = Array.from({ length: 8 }, (_, index) =>
      db
        .transaction(async (tx) => {
          const taken = await nextInvoiceSequence(tx, demoIds.demoCompany);
          // Every third payment fails after taking its number: the number must go back.
          if (index % 3 === 1) throw new Error("payment failed");
          return taken;
        })
        .catch(() => null),
    );
    const committed = (await Promise.all(attempts)).filter((value): value is number => value !== null).sort((a, b) => a - b);
    expect(committed).toEqual(Array.from({ length: committed.length }, (_, index) => start + index + 1));
    expect(committed).toHaveLength(5);
  });
});
