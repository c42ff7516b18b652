import { createRoute, z } from "@hono/zod-openapi";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { orderStatusSchema } from "./checkout-schemas";
import { paymentNotificationSchema, receivePaymentNotification } from "./payment-notifications";
import { paymentProviderFor } from "./payment-providers";

const notificationResultSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  /** ignored: a repeat or an out-of-order status, which changes nothing. */
  outcome: z.enum(["paid", "expired", "failed", "refunded", "ignored"]),
});

const notification = createRoute({
  method: "post",
  path: "/v1/payments/notification",
  tags: ["Checkout"],
  summary:
    "The payment provider's signed notification (Midtrans HTTP notification format). Idempotent: a repeat or out-of-order status answers 200 and changes nothing",
  request: { body: jsonBody(paymentNotificationSchema) },
  responses: {
    200: jsonContent(resultEnvelope(notificationResultSchema), "Received"),
    ...pickErrors(403, 404, 422, 500),
  },
});

/** No session: the provider calls it, and the signature_key proves who sent it. */
export const paymentWebhookRoutes = createRouter().openapi(notification, async (c) => {
  const db = c.get("db");
  const result = await receivePaymentNotification(db, paymentProviderFor(db), c.req.valid("json"));
  return c.json({ result }, 200);
});
