import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { clearConsoleCookie, openConsoleSession, readConsoleCookie, requireConsoleUser, revokeConsoleSession, setConsoleCookie } from "./hris-console-session";
import { accessOverview, consoleMe, decideJoinRequest, removeAdmin, setAdminAccess } from "./hris-console-service";
import { hrisAccessOverviewSchema, hrisAdminAccessPayloadSchema, hrisAdminSchema, hrisConsoleMeSchema, hrisConsoleSessionPayloadSchema, hrisConsoleSessionSchema, hrisDecisionPayloadSchema, hrisDocSchema, hrisIdParamSchema, hrisJoinRequestSchema } from "./hris-schemas";

/** The built-in HRIS console's API (app/(hris) reads it in process with the visitor's cookie). */

const tags = ["HRIS console"];
const consoleUser = [requireConsoleUser, requireCompany];
const optionalBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: false });

const openSession = createRoute({
  method: "post",
  path: "/v2/hris/console/session",
  tags,
  summary: "Trade the handoff's one-time login token (platform hris) for a console session cookie (path /hris)",
  request: { body: jsonBody(hrisConsoleSessionPayloadSchema) },
  responses: { 200: jsonContent(resultEnvelope(hrisConsoleSessionSchema), "The console session"), ...pickErrors(401, 422, 500) },
});

const closeSession = createRoute({
  method: "delete",
  path: "/v2/hris/console/session",
  tags,
  summary: "Sign out of the console",
  responses: { 200: jsonContent(resultEnvelope(z.object({ signedOut: z.boolean() })), "Signed out"), ...pickErrors(500) },
});

const me = createRoute({
  method: "get",
  path: "/v2/hris/console/me",
  tags,
  summary: "The console's visitor: account, HRIS company and admin record (null when not an admin)",
  middleware: consoleUser,
  responses: { 200: jsonContent(resultEnvelope(hrisConsoleMeSchema), "The visitor"), ...pickErrors(401, 403, 500) },
});

const access = createRoute({
  method: "get",
  path: "/v2/hris/console/access",
  tags,
  summary: "Pending join requests and admins of the caller's HRIS company (Super Admin only)",
  middleware: consoleUser,
  responses: { 200: jsonContent(resultEnvelope(hrisAccessOverviewSchema), "The access page"), ...pickErrors(401, 403, 500) },
});

const decision = (verb: "approve" | "deny") =>
  createRoute({
    method: "post",
    path: `/v2/hris/console/joinrequests/{id}/${verb}`,
    tags,
    summary: verb === "approve" ? "Approve a pending join request: the requester becomes an admin, is mailed and notified" : "Deny a pending join request: the requester is mailed and notified",
    middleware: consoleUser,
    request: { params: hrisIdParamSchema, body: optionalBody(hrisDecisionPayloadSchema) },
    responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisJoinRequestSchema)), "The answered request"), ...pickErrors(401, 403, 404, 409, 422, 500) },
  });

const patchAdmin = createRoute({
  method: "patch",
  path: "/v2/hris/console/admins/{id}",
  tags,
  summary: "Set an admin's access",
  middleware: consoleUser,
  request: { params: hrisIdParamSchema, body: jsonBody(hrisAdminAccessPayloadSchema) },
  responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisAdminSchema)), "The admin"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const deleteAdmin = createRoute({
  method: "delete",
  path: "/v2/hris/console/admins/{id}",
  tags,
  summary: "Remove an admin (never the Super Admin: 409 HRIS_LAST_SUPER_ADMIN)",
  middleware: consoleUser,
  request: { params: hrisIdParamSchema },
  responses: { 200: jsonContent(resultEnvelope(hrisDocSchema(hrisAdminSchema)), "The removed admin"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

export const hrisConsoleRoutes = createRouter()
  .openapi(openSession, async (c) => {
    const opened = await openConsoleSession(c.get("db"), c.req.valid("json").loginToken);
    setConsoleCookie(c, opened.token, opened.expiresAt);
    c.header("Cache-Control", "no-store");
    return c.json({ result: { userId: opened.userId, expiresAt: opened.expiresAt.toISOString() } }, 200);
  })
  .openapi(closeSession, async (c) => {
    const token = readConsoleCookie(c);
    if (token) await revokeConsoleSession(c.get("db"), token);
    clearConsoleCookie(c);
    return c.json({ result: { signedOut: true } }, 200);
  })
  .openapi(me, async (c) => {
    const result = await consoleMe(c.get("db"), companySessionOf(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ result }, 200);
  })
  .openapi(access, async (c) => {
    const result = await accessOverview(c.get("db"), companySessionOf(c));
    c.header("Cache-Control", "private, no-store");
    return c.json({ result }, 200);
  })
  .openapi(decision("approve"), async (c) => {
    const payload = hrisDecisionPayloadSchema.parse(c.req.valid("json") ?? {});
    const doc = await decideJoinRequest(c.get("db"), companySessionOf(c), { id: c.req.valid("param").id, approve: true, payload });
    return c.json({ result: { doc } }, 200);
  })
  .openapi(decision("deny"), async (c) => {
    const payload = hrisDecisionPayloadSchema.parse(c.req.valid("json") ?? {});
    const doc = await decideJoinRequest(c.get("db"), companySessionOf(c), { id: c.req.valid("param").id, approve: false, payload });
    return c.json({ result: { doc } }, 200);
  })
  .openapi(patchAdmin, async (c) => {
    const doc = await setAdminAccess(c.get("db"), companySessionOf(c), { id: c.req.valid("param").id, payload: c.req.valid("json") });
    return c.json({ result: { doc } }, 200);
  })
  .openapi(deleteAdmin, async (c) => {
    const doc = await removeAdmin(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result: { doc } }, 200);
  });
