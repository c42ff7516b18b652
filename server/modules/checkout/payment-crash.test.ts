import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companySubscriptions, paymentNotifications, paymentOrders } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { signedNotification } from "./testing/checkout-fixtures";

/**
 * A failure injected after the notification is recorded and the order marked paid (the owner's
 * notification, the last writes of activation, throws once): as with a crash there, the one
 * transaction leaves nothing behind, and the provider's retry pays the order exactly once.
 */
const failures = vi.hoisted(() => ({ remaining: 1 }));
vi.mock("@/server/modules/notifications/notify-service", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/server/modules/notifications/notify-service")>();
  return {
    ...original,
    notifyEvent: async (...args: Parameters<typeof original.notifyEvent>) => {
      if (failures.remaining > 0) {
        failures.remaining -= 1;
        throw new Error("injected failure after the notification was recorded");
      }
      return original.notifyEvent(...args);
    },
  };
});

const ctx = useTestApp();

describe("a failure between the webhook's arrival and its effect", () => {
  it("leaves the order pending with nothing recorded, and the retry pays it once", async () => {
    const { token } = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const created = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${demoIds.otherCompany}/orders`, {
      token,
      body: { planCode: "enterprise", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.result;
    const body = signedNotification({ orderNumber: order.orderNumber, totalIdr: order.quote.totalIdr }, "settlement");
    const db = ctx.database.db;

    const crashed = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body });
    expect(crashed.status).toBe(500);
    const [afterCrash] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(afterCrash).toMatchObject({ status: "pending", paidAt: null, invoiceNumber: null });
    expect(await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id))).toEqual([]);
    expect(await db.select().from(companySubscriptions).where(eq(companySubscriptions.orderId, order.id))).toEqual([]);

    const retried = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body });
    expect(retried.body.result).toMatchObject({ status: "paid", outcome: "paid" });
    const again = await requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body });
    expect(again.body.result.outcome).toBe("ignored");
    const [paid] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    // The crashed attempt's invoice number was given back: still the first.
    expect(paid).toMatchObject({ status: "paid", invoiceNumber: expect.stringMatching(/^INV\/\d{4}\/00001$/) });
    expect(await db.select().from(companySubscriptions).where(eq(companySubscriptions.orderId, order.id))).toHaveLength(1);
    const outcomes = (await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, order.id))).map((record) => record.outcome);
    expect(outcomes.sort()).toEqual(["ignored", "paid"]);
  });
});
