import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { requireOwnCompanyParam } from "@/server/modules/permissions/permissions-http";
import { approverQuerySchema, approverSchema, changeRequestListQuerySchema, changeRequestListSchema, changeRequestSchema, createChangeRequestSchema, declineChangeRequestSchema, grantChangeRequestSchema } from "./change-requests-schemas";
import { cancelChangeRequest, createChangeRequest, declineChangeRequest, findApprover, grantChangeRequest, listCompanyChangeRequests } from "./change-requests-service";

const tags = ["Access requests"];
const idParams = z.object({ id: z.uuid("Invalid request id") });
const companyParams = z.object({ id: z.uuid("Invalid company id") });
const member = [requireSession, requireCompany];
const ownCompany = [requireSession, requireOwnCompanyParam("id")];

const create = createRoute({
  method: "post",
  path: "/v1/job-portal/company/change-request",
  tags,
  summary: "Ask for access (spec 3 Change request); the note is optional, at most 300 characters",
  description:
    "400 COMPANY_CHANGE_REQUEST_ALREADY_CREATED when the same resource was asked within 3 days of the request's last update; data has reRequestAt, email (whom to contact) and changeRequestId.",
  middleware: member,
  request: { body: jsonBody(createChangeRequestSchema) },
  responses: { 201: jsonContent(resultEnvelope(changeRequestSchema), "The request"), ...pickErrors(400, 401, 403, 409, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/job-portal/company/change-request/{id}",
  tags,
  summary: "Withdraw one's own pending request",
  middleware: member,
  request: { params: idParams },
  responses: { 200: jsonContent(resultEnvelope(changeRequestSchema), "The withdrawn request"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/change-request",
  tags,
  summary: "Requests the caller can answer (Admin, Team Editor, Job Admin) and the caller's own",
  middleware: ownCompany,
  request: { params: companyParams, query: changeRequestListQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(changeRequestListSchema), "Requests, newest first"), ...pickErrors(401, 403, 404, 422, 500) },
});

const approver = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/change-request/approver",
  tags,
  summary: "Whom a denied page tells the user to ask: the Admin, or the Job Admin for a job post",
  middleware: ownCompany,
  request: { params: companyParams, query: approverQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(approverSchema), "The contact"), ...pickErrors(401, 403, 404, 422, 500) },
});

const grant = createRoute({
  method: "post",
  path: "/v1/job-portal/company/change-request/{id}/grant",
  tags,
  summary: "Grant a pending request (optionally another action or other jobs); the requester is notified",
  middleware: member,
  request: { params: idParams, body: { content: { "application/json": { schema: grantChangeRequestSchema } }, required: false } },
  responses: { 200: jsonContent(resultEnvelope(changeRequestSchema), "The granted request"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

const decline = createRoute({
  method: "post",
  path: "/v1/job-portal/company/change-request/{id}/decline",
  tags,
  summary: "Decline a pending request; the requester is notified",
  middleware: member,
  request: { params: idParams, body: { content: { "application/json": { schema: declineChangeRequestSchema } }, required: false } },
  responses: { 200: jsonContent(resultEnvelope(changeRequestSchema), "The declined request"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

export const changeRequestRoutes = createRouter()
  .openapi(create, async (c) => {
    const result = await createChangeRequest(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result }, 201);
  })
  .openapi(remove, async (c) => {
    const result = await cancelChangeRequest(c.get("db"), companySessionOf(c), c.req.valid("param").id);
    return c.json({ result }, 200);
  })
  .openapi(list, async (c) => {
    const docs = await listCompanyChangeRequests(c.get("db"), companySessionOf(c), c.req.valid("query").status);
    c.header("Cache-Control", "private, no-store");
    return c.json({ result: { docs } }, 200);
  })
  .openapi(approver, async (c) => {
    const query = c.req.valid("query");
    const result = await findApprover(c.get("db"), companySessionOf(c), query.resource, query.jobId);
    return c.json({ result }, 200);
  })
  .openapi(grant, async (c) => {
    const result = await grantChangeRequest(c.get("db"), companySessionOf(c), c.req.valid("param").id, c.req.valid("json") ?? {});
    return c.json({ result }, 200);
  })
  .openapi(decline, async (c) => {
    const result = await declineChangeRequest(c.get("db"), companySessionOf(c), c.req.valid("param").id, c.req.valid("json") ?? {});
    return c.json({ result }, 200);
  });
