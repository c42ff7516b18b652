import { timingSafeEqual } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { unauthorized } from "@/server/api/errors";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { simulatorOrderSchema } from "./checkout-schemas";
import { receivePaymentNotification } from "./payment-notifications";
import { SimulatorProvider, closeSimulatorCharge, simulatorCharge, simulatorChargeBodySchema, simulatorOrderView, simulatorServerKey, simulatorStatus } from "./payment-simulator";

/**
 * The local payment simulator's routes, mounted only while it is the provider. Its Core API
 * (charge, status) asks for Basic auth with its server key, as Midtrans does; its page's routes are
 * reached by the order number alone (48 random bits), as a payer reaches a virtual account.
 */
const tags = ["Payment simulator"];
const orderParams = z.object({ order_id: z.string().min(1).max(50) });
const midtransAnswer = z.looseObject({ status_code: z.string() });

/** Basic auth with the server key as user name and an empty password, compared in constant time. */
function assertServerKey(c: Context): void {
  const header = c.req.header("authorization") ?? "";
  const expected = Buffer.from(`Basic ${Buffer.from(`${simulatorServerKey()}:`).toString("base64")}`);
  const given = Buffer.from(header);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized("Access denied, please check client or server key");
}

const charge = createRoute({
  method: "post",
  path: "/v1/payment-simulator/v2/charge",
  tags,
  summary: "Midtrans Core API charge, simulated (Basic auth with the simulator's server key)",
  request: { body: jsonBody(simulatorChargeBodySchema) },
  responses: { 200: jsonContent(midtransAnswer, "Midtrans' charge answer"), ...pickErrors(401, 422, 500) },
});

const status = createRoute({
  method: "get",
  path: "/v1/payment-simulator/v2/{order_id}/status",
  tags,
  summary: "Midtrans Core API transaction status, simulated (Basic auth with the simulator's server key)",
  request: { params: orderParams },
  responses: { 200: jsonContent(midtransAnswer, "Midtrans' status answer, signed"), ...pickErrors(401, 422, 500) },
});

const view = createRoute({
  method: "get",
  path: "/v1/payment-simulator/orders/{order_id}",
  tags,
  summary: "What the simulator's page shows: amount, how to pay, expiry",
  request: { params: orderParams },
  responses: { 200: jsonContent(resultEnvelope(simulatorOrderSchema), "The simulated payment"), ...pickErrors(404, 422, 500) },
});

const pay = createRoute({
  method: "post",
  path: "/v1/payment-simulator/orders/{order_id}/pay",
  tags,
  summary: "Pay: settles the simulated payment and sends the signed settlement notification to our webhook",
  request: { params: orderParams },
  responses: { 200: jsonContent(resultEnvelope(simulatorOrderSchema), "Paid"), ...pickErrors(403, 404, 409, 422, 500) },
});

const expire = createRoute({
  method: "post",
  path: "/v1/payment-simulator/orders/{order_id}/expire",
  tags,
  summary: "Let it expire: closes the simulated payment and sends the signed expire notification to our webhook",
  request: { params: orderParams },
  responses: { 200: jsonContent(resultEnvelope(simulatorOrderSchema), "Expired"), ...pickErrors(403, 404, 409, 422, 500) },
});

export const paymentSimulatorRoutes = createRouter()
  .openapi(charge, async (c) => {
    assertServerKey(c);
    return c.json(await simulatorCharge(c.get("db"), c.req.valid("json")) as z.infer<typeof midtransAnswer>, 200);
  })
  .openapi(status, async (c) => {
    assertServerKey(c);
    const body = await simulatorStatus(c.get("db"), c.req.valid("param").order_id);
    return c.json(body ?? { status_code: "404", status_message: "Transaction doesn't exist." }, 200);
  })
  .openapi(view, async (c) => c.json({ result: await simulatorOrderView(c.get("db"), c.req.valid("param").order_id) }, 200))
  .openapi(pay, async (c) => {
    const db = c.get("db");
    const orderNumber = c.req.valid("param").order_id;
    // The bank takes the money first; the notification then goes through the webhook's own handler.
    await receivePaymentNotification(db, new SimulatorProvider(db), await closeSimulatorCharge(db, orderNumber, "settlement"));
    return c.json({ result: await simulatorOrderView(db, orderNumber) }, 200);
  })
  .openapi(expire, async (c) => {
    const db = c.get("db");
    const orderNumber = c.req.valid("param").order_id;
    await receivePaymentNotification(db, new SimulatorProvider(db), await closeSimulatorCharge(db, orderNumber, "expire"));
    return c.json({ result: await simulatorOrderView(db, orderNumber) }, 200);
  });
