import { createRoute, z } from "@hono/zod-openapi";
import { assertOwnCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { boostJobRequestSchema, jobBoostOverviewSchema, jobBoostSchema } from "./job-boosts-schemas";
import { assertBoostEnabled, boostJob, boostOverviewOf } from "./job-boosts-service";

const tags = ["Job boosts"];
const companyParams = z.object({ id: z.uuid("Invalid company id") });

const overview = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/job-boosts",
  tags,
  summary: "The boost balance of the current plan month, the published jobs the caller may boost, and the running and past boosts",
  middleware: [requireSession] as const,
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(jobBoostOverviewSchema), "The overview"), ...pickErrors(401, 403, 404, 422, 500) },
});

const create = createRoute({
  method: "post",
  path: "/v1/job-portal/company/{id}/job-boosts",
  tags,
  summary:
    "Boost a published job for 7, 14 or 30 days at one boost (jobPost manage, running plan): 409 JOB_NOT_PUBLISHED, 409 JOB_ALREADY_BOOSTED, 403 BOOST_QUOTA_REACHED",
  middleware: [requireSession] as const,
  request: { params: companyParams, body: jsonBody(boostJobRequestSchema) },
  responses: { 201: jsonContent(resultEnvelope(jobBoostSchema), "The boost, running"), ...pickErrors(401, 403, 404, 409, 422, 500) },
});

export const jobBoostRoutes = createRouter()
  .openapi(overview, async (c) => {
    const db = c.get("db");
    const session = assertOwnCompany(c, c.req.valid("param").id);
    await assertBoostEnabled(db, session.companyId);
    return c.json({ result: await boostOverviewOf(db, session) }, 200);
  })
  .openapi(create, async (c) => {
    const db = c.get("db");
    const session = assertOwnCompany(c, c.req.valid("param").id);
    await assertBoostEnabled(db, session.companyId);
    return c.json({ result: await boostJob(db, session, c.req.valid("json")) }, 201);
  });
