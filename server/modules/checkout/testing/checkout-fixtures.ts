import { expect } from "vitest";
import type { ApiApp } from "@/server/api/create-app";
import type { Database } from "@/server/db/client";
import { signUpAndVerify } from "@/tests/api/auth-helpers";
import { requestJson } from "@/tests/api/test-app";
import { notificationSignature } from "../notification-signature";
import { simulatorServerKey } from "../payment-simulator";

/** A new company on its free trial, with its owner signed in: the buyer of most checkout tests. */
export async function trialCompanyOwner(app: ApiApp, db: Database, email: string, companyName: string): Promise<{ token: string; companyId: string }> {
  const session = await signUpAndVerify(app, db, email, "Rina Wijaya");
  const onboarded = await requestJson(app, "PUT", "/api/v1/profiles/employer", {
    token: session.token,
    body: { handphone: "081234567890", department: "Management", company: { name: companyName, sector: "Retail", size: "small" } },
  });
  expect(onboarded.status).toBe(200);
  const companyId = onboarded.body.result.companyId as string;
  expect((await requestJson(app, "POST", `/api/v1/job-portal/company/${companyId}/subscription/trial`, { token: session.token })).status).toBe(201);
  return { token: session.token, companyId };
}

/** Orders a plan and pays it on the local simulator; answers the paid order as the API shows it. */
export async function buyAndPay(app: ApiApp, owner: { token: string; companyId: string }, planCode = "growth") {
  const created = await requestJson(app, "POST", `/api/v1/job-portal/company/${owner.companyId}/orders`, {
    token: owner.token,
    body: { planCode, period: "monthly", paymentMethod: "bca_va" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.result;
  expect((await requestJson(app, "POST", `/api/v1/payment-simulator/orders/${order.orderNumber}/pay`)).status).toBe(200);
  const paid = await requestJson(app, "GET", `/api/v1/job-portal/company/${owner.companyId}/orders/${order.id}`, { token: owner.token });
  expect(paid.body.result.status).toBe("paid");
  return paid.body.result;
}

/**
 * A payment notification as the provider sends it, signed with the simulator's server key (the
 * provider in tests) unless another key is given; the gross amount defaults to the order's total.
 */
export function signedNotification(
  order: { orderNumber: string; totalIdr: number },
  transactionStatus: string,
  options: { statusCode?: string; grossAmount?: string; serverKey?: string } = {},
) {
  const statusCode = options.statusCode ?? "200";
  const grossAmount = options.grossAmount ?? `${order.totalIdr}.00`;
  return {
    order_id: order.orderNumber,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: transactionStatus,
    signature_key: notificationSignature({ orderId: order.orderNumber, statusCode, grossAmount }, options.serverKey ?? simulatorServerKey()),
  };
}
