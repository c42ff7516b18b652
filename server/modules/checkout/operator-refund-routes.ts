import { createRoute, z } from "@hono/zod-openapi";
import { requireOperator } from "@/server/api/middleware/require-operator";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { orderStatusSchema } from "./checkout-schemas";
import { refundOrderByOperator } from "./operator-refund";

const refundBodySchema = z.object({
  /** Whole rupiah returned in all, this refund included (as the provider reports it). Left out: the whole total for a paid order; nothing more for a refunded one. */
  amountIdr: z.number({ error: "amountIdr must be a whole number of rupiah" }).int("amountIdr must be a whole number of rupiah").min(1, "amountIdr must be at least 1").optional(),
});

const refundResultSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  refundedAmountIdr: z.number().int(),
  /** ignored: that much was already refunded; nothing changed. */
  outcome: z.enum(["refunded", "ignored"]),
});

const refund = createRoute({
  method: "post",
  path: "/v1/operator/orders/{orderNumber}/refund",
  tags: ["Operator"],
  summary: "Mark a paid order refunded (whole or in part; again with a larger amount in all for a further refund): the order shows Refunded, a full refund ends the period it paid for, the company's admins get a mail. Idempotent",
  security: [{ operatorToken: [] }],
  middleware: [requireOperator()] as const,
  request: { params: z.object({ orderNumber: z.string().min(1).max(100) }), body: jsonBody(refundBodySchema) },
  responses: {
    200: jsonContent(resultEnvelope(refundResultSchema), "Refunded, or already refunded (outcome ignored)"),
    401: errorResponse("Missing or wrong operator token"),
    403: errorResponse("The operator API is off (no OPERATOR_TOKEN configured)"),
    404: errorResponse("No such order"),
    409: errorResponse("The order was never paid (ORDER_NOT_REFUNDABLE)"),
    ...pickErrors(400, 422, 500),
  },
});

export const operatorRefundRoutes = createRouter().openapi(refund, async (c) => {
  const result = await refundOrderByOperator(c.get("db"), c.req.valid("param").orderNumber, c.req.valid("json").amountIdr);
  return c.json({ result }, 200);
});
