import { createRoute, z } from "@hono/zod-openapi";
import { assertOwnCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { reissueGuardCookie } from "@/server/modules/auth/auth-http";
import { companySubscriptionStateSchema, subscriptionPlanListSchema } from "./subscriptions-schemas";
import { cancelAtPeriodEnd, resumeSubscription } from "./subscription-cancellation";
import { planChangeOwnerOnly, trialOwnerOnly } from "./subscriptions-errors";
import { listPublicPlans } from "./subscriptions-queries";
import { startTrial, subscriptionStateOf, toPlan } from "./subscriptions-service";

const tags = ["Subscriptions"];
const companyParams = z.object({ id: z.uuid("Invalid company id") });

const plans = createRoute({
  method: "get",
  path: "/v1/job-portal/subscription-plan",
  tags,
  summary: "The plans on offer (price in IDR; a null quota is unlimited)",
  responses: { 200: jsonContent(resultEnvelope(subscriptionPlanListSchema), "The plans"), ...pickErrors(500) },
});

const companySubscription = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/subscription",
  tags,
  summary: "The company's subscription, usage and whether it must upgrade (members of that company only)",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(companySubscriptionStateSchema), "The subscription state"), ...pickErrors(401, 403, 404, 422, 500) },
});

const startTrialRoute = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/subscription/trial",
  tags,
  summary: "Start the company's one free trial (owner only); a new access-token cookie is set",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 201: jsonContent(resultEnvelope(companySubscriptionStateSchema), "The trial is running"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/subscription/cancel",
  tags,
  summary: "Cancel at period end (owner only): the paid plan runs to its end, then nothing follows; 409 NEXT_PERIOD_PAID when the next period is paid",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(companySubscriptionStateSchema), "The subscription state"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const resumeRoute = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/subscription/resume",
  tags,
  summary: "Undo a cancellation before the period ends (owner only)",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(companySubscriptionStateSchema), "The subscription state"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

export const subscriptionsRoutes = createRouter()
  .openapi(plans, async (c) => {
    const rows = await listPublicPlans(c.get("db"));
    return c.json({ result: { docs: rows.map(toPlan) } }, 200);
  })
  .openapi(companySubscription, async (c) => {
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    return c.json({ result: await subscriptionStateOf(c.get("db"), session.companyId) }, 200);
  })
  .openapi(startTrialRoute, async (c) => {
    const db = c.get("db");
    const session = assertOwnCompany(c, c.req.valid("param").id);
    if (session.role !== "owner") throw trialOwnerOnly();
    await startTrial(db, { companyId: session.companyId, ownerUserId: session.userId });
    await reissueGuardCookie(c, db, session.sessionId);
    return c.json({ result: await subscriptionStateOf(db, session.companyId) }, 201);
  })
  .openapi(cancelRoute, async (c) => {
    const db = c.get("db");
    // Like checkout: reachable while the company is inactive, and by its owner only.
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    if (session.role !== "owner") throw planChangeOwnerOnly();
    await cancelAtPeriodEnd(db, session.companyId);
    return c.json({ result: await subscriptionStateOf(db, session.companyId) }, 200);
  })
  .openapi(resumeRoute, async (c) => {
    const db = c.get("db");
    const session = assertOwnCompany(c, c.req.valid("param").id, { allowInactive: true });
    if (session.role !== "owner") throw planChangeOwnerOnly();
    await resumeSubscription(db, session.companyId);
    return c.json({ result: await subscriptionStateOf(db, session.companyId) }, 200);
  });
