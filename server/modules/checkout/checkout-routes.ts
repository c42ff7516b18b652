import { createRoute, z } from "@hono/zod-openapi";
import { assertOwnCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { reissueGuardCookie } from "@/server/modules/auth/auth-http";
import { orderNotFound, purchaseOwnerOnly } from "./checkout-errors";
import { boostPackListSchema, checkoutQuoteSchema, checkoutRequestSchema, paymentMethodListSchema, paymentOrderListSchema, paymentOrderSchema } from "./checkout-schemas";
import { buildQuote, createOrder, listBoostPacks, listPaymentMethods } from "./checkout-service";
import { companyInvoicePdf } from "./invoice-service";
import { findCompanyOrder, listCompanyOrders } from "./orders-queries";
import { paymentProviderFor } from "./payment-providers";

/**
 * Plans are bought here. None of these routes asks for a running subscription: a company whose
 * subscription ended must still reach checkout and its orders (spec 2.7), nor for an active company.
 */
const tags = ["Checkout"];
const companyParams = z.object({ id: z.uuid("Invalid company id") });
const orderParams = z.object({ id: z.uuid("Invalid company id"), orderId: z.uuid("Invalid order id") });

const paymentMethods = createRoute({
  method: "get",
  path: "/v1/job-portal/checkout/payment-methods",
  tags,
  summary: "The payment methods of spec 3 with their fee (percent for e-wallets, whole rupiah for virtual accounts)",
  responses: { 200: jsonContent(resultEnvelope(paymentMethodListSchema), "The methods"), ...pickErrors(500) },
});

const boostPacks = createRoute({
  method: "get",
  path: "/v1/job-portal/checkout/boost-packs",
  tags,
  summary: "The boost packs on sale: job boosts bought on top of the plan's monthly ones",
  responses: { 200: jsonContent(resultEnvelope(boostPackListSchema), "The packs"), ...pickErrors(500) },
});

const quote = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/checkout/quote",
  tags,
  summary: "The price of a plan and period, or of a boost pack: subtotal, upgrade credit, promotion, PPN, method fee and total (owner only)",
  middleware: [requireSession] as const,
  request: { params: companyParams, body: jsonBody(checkoutRequestSchema) },
  responses: { 200: jsonContent(resultEnvelope(checkoutQuoteSchema), "The quote"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const createOrderRoute = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/orders",
  tags,
  summary: "Order a plan or a boost pack and open its payment (owner only; one pending order per company: 409 PENDING_ORDER_EXISTS)",
  middleware: [requireSession] as const,
  request: { params: companyParams, body: jsonBody(checkoutRequestSchema) },
  responses: {
    201: jsonContent(resultEnvelope(paymentOrderSchema), "The order, pending, with how to pay"),
    ...pickErrors(401, 403, 404, 409, 422, 500),
    503: errorResponse("The payment provider is not available (PAYMENT_PROVIDER_UNAVAILABLE)"),
  },
});

const listOrders = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/orders",
  tags,
  summary: "The company's orders, newest first (members of that company)",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(paymentOrderListSchema), "The orders"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getOrder = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/orders/{orderId}",
  tags,
  summary: "One order (members of that company); once paid, a new access-token cookie carries the plan",
  middleware: [requireSession] as const,
  request: { params: orderParams },
  responses: { 200: jsonContent(resultEnvelope(paymentOrderSchema), "The order"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getInvoice = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/orders/{orderId}/invoice",
  tags,
  summary: "The invoice of a paid order as a PDF download (members of that company); 409 before it is paid",
  middleware: [requireSession] as const,
  request: { params: orderParams },
  responses: {
    200: { description: "The invoice (application/pdf, as an attachment)", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
    ...pickErrors(401, 403, 404, 409, 422, 500),
  },
});

export const checkoutRoutes = createRouter()
  .openapi(paymentMethods, (c) => c.json({ result: { docs: listPaymentMethods() } }, 200))
  .openapi(boostPacks, async (c) => c.json({ result: { docs: await listBoostPacks(c.get("db")) } }, 200))
  .openapi(quote, async (c) => {
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    if (session.role !== "owner") throw purchaseOwnerOnly();
    const { quote: result } = await buildQuote(c.get("db"), session.companyId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(createOrderRoute, async (c) => {
    const db = c.get("db");
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    if (session.role !== "owner") throw purchaseOwnerOnly();
    const order = await createOrder(db, paymentProviderFor(db), { companyId: session.companyId, userId: session.userId, request: c.req.valid("json") });
    return c.json({ result: order }, 201);
  })
  .openapi(listOrders, async (c) => {
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    return c.json({ result: { docs: await listCompanyOrders(c.get("db"), session.companyId) } }, 200);
  })
  .openapi(getOrder, async (c) => {
    const db = c.get("db");
    const params = c.req.valid("param");
    const session = assertOwnCompany(c, params.id, { allowInactive: true });
    const order = await findCompanyOrder(db, session.companyId, params.orderId);
    if (!order) throw orderNotFound();
    // The webhook reissues nothing (it has no session); the buyer's page, polling this order, gets
    // the guard cookie with the new plan here, so the portal lets the company in at once.
    if (order.status === "paid") await reissueGuardCookie(c, db, session.sessionId);
    return c.json({ result: order }, 200);
  })
  .openapi(getInvoice, async (c) => {
    const params = c.req.valid("param");
    const session = assertOwnCompany(c, params.id, { allowInactive: true });
    const invoice = await companyInvoicePdf(c.get("db"), session.companyId, params.orderId);
    return c.body(new Uint8Array(invoice.bytes), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoice.fileName}"`,
      // An invoice names the company and its buyer: kept by no shared cache.
      "cache-control": "private, no-store",
    });
  });
