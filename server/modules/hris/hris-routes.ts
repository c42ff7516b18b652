import { createRoute } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { createJoinRequest, createSuperAdminFromExternal, findHrisAdmin, findHrisCompany, findJoinRequest } from "./hris-access-service";
import { hrisAdminQuerySchema, hrisAdminSchema, hrisCompanyQuerySchema, hrisCompanySchema, hrisCreateAdminPayloadSchema, hrisDocSchema, hrisJoinRequestPayloadSchema, hrisJoinRequestQuerySchema, hrisJoinRequestSchema } from "./hris-schemas";

/** Spec 7.4: the HRIS API the portal's switcher calls (spec 4). Each answers `{ result: { doc } }`. */

const tags = ["HRIS"];
const member = [requireSession, requireCompany];

const companyOne = createRoute({
  method: "get",
  path: "/v2/hris/company/one",
  tags,
  summary: "The HRIS company of the caller's own email domain (spec 3 company lookup: doc with id and name)",
  description: "404 HRIS_COMPANY_NOT_FOUND is an expected branch: nobody of the company entered HRIS yet. Another company's domain: 403.",
  middleware: member,
  request: { query: hrisCompanyQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisCompanySchema)), "The HRIS company"), ...pickErrors(401, 403, 404, 422, 500) },
});

const adminOne = createRoute({
  method: "get",
  path: "/v2/hris/admin/one",
  tags,
  summary: "The caller's own HRIS admin record",
  description: "404 HRIS_ADMIN_NOT_FOUND is an expected branch (the request-access modal). Another user's id: 403.",
  middleware: member,
  request: { query: hrisAdminQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisAdminSchema)), "The admin record"), ...pickErrors(401, 403, 404, 422, 500) },
});

const joinRequestOne = createRoute({
  method: "get",
  path: "/v2/hris/joinrequest/one",
  tags,
  summary: "The caller's own join request (spec 3: userId, status, updatedAt, canResend, emails)",
  description: "404 HRIS_JOIN_REQUEST_NOT_FOUND: no request yet. canResend turns true 3 days after the last update.",
  middleware: member,
  request: { query: hrisJoinRequestQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisJoinRequestSchema)), "The join request"), ...pickErrors(401, 403, 404, 422, 500) },
});

const createJoin = createRoute({
  method: "post",
  path: "/v2/hris/joinrequest/one",
  tags,
  summary: "Ask the company's HRIS Super Admin for access (note optional, at most 300 characters)",
  description: "400 HRIS_JOIN_REQUEST_ALREADY_SENT with data.reRequestAt while a pending request cannot be resent; 409 HRIS_ALREADY_ADMIN.",
  middleware: member,
  request: { body: jsonBody(hrisJoinRequestPayloadSchema) },
  responses: { 201: jsonContent(resultEnvelope(hrisDocSchema(hrisJoinRequestSchema)), "The join request"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const createFromExternal = createRoute({
  method: "post",
  path: "/v2/hris/admin/action/create-from-external",
  tags,
  summary: "The first user of a company enters HRIS: creates its HRIS company with the caller as Super Admin",
  description: "409 HRIS_SUPER_ADMIN_EXISTS when someone was first (also the loser of two at once); 409 HRIS_ALREADY_ADMIN.",
  middleware: member,
  request: { body: jsonBody(hrisCreateAdminPayloadSchema) },
  responses: { 201: jsonContent(resultEnvelope(hrisDocSchema(hrisAdminSchema)), "The Super Admin"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

export const hrisRoutes = createRouter()
  .openapi(companyOne, async (c) => {
    const doc = await findHrisCompany(c.get("db"), companySessionOf(c), c.req.valid("query"));
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { doc } }, 200);
  })
  .openapi(adminOne, async (c) => {
    const doc = await findHrisAdmin(c.get("db"), companySessionOf(c), c.req.valid("query").user_id_eq);
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { doc } }, 200);
  })
  .openapi(joinRequestOne, async (c) => {
    const query = c.req.valid("query");
    const doc = await findJoinRequest(c.get("db"), companySessionOf(c), { userId: query.user_id_eq, withEmails: query.with === "emails" });
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { doc } }, 200);
  })
  .openapi(createJoin, async (c) => {
    const doc = await createJoinRequest(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result: { doc } }, 201);
  })
  .openapi(createFromExternal, async (c) => {
    const doc = await createSuperAdminFromExternal(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result: { doc } }, 201);
  });
