import { createRoute, z } from "@hono/zod-openapi";
import { assertOwnCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { billingDetailsRequestSchema, billingDetailsStateSchema } from "./billing-details-schemas";
import { findBillingDetails, saveBillingDetails } from "./billing-details-service";
import { billingDetailsOwnerOnly } from "./checkout-errors";

/**
 * Settings, Billing & Invoicing: who the company's invoices are made out to. Every member reads
 * them; the company admin (the owner, who alone may buy) edits them. Reachable without a running
 * subscription, like the rest of billing (spec 2.7).
 */
const tags = ["Checkout"];
const companyParams = z.object({ id: z.uuid("Invalid company id") });

const getDetails = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/billing-details",
  tags,
  summary: "The company's billing details (null until saved) and whether the caller may edit them (members of that company)",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(billingDetailsStateSchema), "The billing details"), ...pickErrors(401, 403, 404, 422, 500) },
});

const putDetails = createRoute({
  method: "put",
  path: "/v1/job-portal/company/{id}/billing-details",
  tags,
  summary: "Save the company's billing details: name, email, address and NPWP (15 or 16 digits; dots and dashes allowed, kept as digits). Owner only",
  middleware: [requireSession] as const,
  request: { params: companyParams, body: jsonBody(billingDetailsRequestSchema) },
  responses: { 200: jsonContent(resultEnvelope(billingDetailsStateSchema), "Saved"), ...pickErrors(401, 403, 404, 422, 500) },
});

export const billingDetailsRoutes = createRouter()
  .openapi(getDetails, async (c) => {
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    const details = await findBillingDetails(c.get("db"), session.companyId);
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { details, canEdit: session.role === "owner" } }, 200);
  })
  .openapi(putDetails, async (c) => {
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    if (session.role !== "owner") throw billingDetailsOwnerOnly();
    const { taxId, ...rest } = c.req.valid("json");
    const details = await saveBillingDetails(c.get("db"), session.companyId, session.userId, { ...rest, taxId: taxId ?? null });
    return c.json({ result: { details, canEdit: true } }, 200);
  });
