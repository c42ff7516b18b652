import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { requireOwnCompanyParam, requirePermission } from "@/server/modules/permissions/permissions-http";
import { analyticsJobsPageSchema, analyticsJobsQuerySchema, analyticsQuerySchema, analyticsStatsSchema, avgResponseTimeSchema } from "./analytics-schemas";
import { analyticsAvgResponseTime, analyticsJobs, analyticsStats } from "./analytics-service";

const tags = ["Analytics"];
const params = z.object({ id: z.uuid("Invalid company id") });
// Another company's id is a 404 before any permission is asked (spec 6: view on analyticsGeneral).
const middleware = [requireSession, requireCompany, requireOwnCompanyParam("id"), requirePermission("analyticsGeneral", "view")];
const errors = pickErrors(401, 403, 404, 422, 500);
// The filters plus the table's sort and page, as one object for the query parameters.
const jobsQuery = analyticsQuerySchema.safeExtend(analyticsJobsQuerySchema.shape);

const getStats = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/stats",
  tags,
  summary: "Hiring analytics: applicants, published jobs, funnel, speed, sources and team activity for the chosen jobs and period, with the previous period",
  middleware,
  request: { params, query: analyticsQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(analyticsStatsSchema), "The figures"), ...errors },
});

const getAvgResponseTime = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/avg-response-time",
  tags,
  summary: "Average time from applying to the team's first action, for the chosen jobs and period, with the previous period",
  middleware,
  request: { params, query: analyticsQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(avgResponseTimeSchema), "The figure"), ...errors },
});

const getJobs = createRoute({
  method: "get",
  path: "/v1/job-portal/company/{id}/stats/jobs",
  tags,
  summary: "Hiring analytics per job (applicants, new in the period, in each step, response time), sorted and paged",
  middleware,
  request: { params, query: jobsQuery },
  responses: { 200: jsonContent(resultEnvelope(analyticsJobsPageSchema), "One page of jobs"), ...errors },
});

/** Figures are the caller's own (per-job access): never stored by a shared cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export const analyticsRoutes = createRouter()
  .openapi(getStats, async (c) => c.json({ result: await analyticsStats(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200, PRIVATE))
  .openapi(getAvgResponseTime, async (c) => c.json({ result: await analyticsAvgResponseTime(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200, PRIVATE))
  .openapi(getJobs, async (c) => c.json({ result: await analyticsJobs(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200, PRIVATE));
