import { createRoute } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { homeAttentionQuerySchema, homeAttentionSchema } from "./home-schemas";
import { getHomeAttention } from "./home-service";

const getAttention = createRoute({
  method: "get",
  path: "/v1/job-portal/home/attention",
  tags: ["Home"],
  summary: "What needs the caller now: waiting applicants, submitted tech tests and each open job's pipeline",
  description:
    "Over the open jobs the caller may see (jobPost view per job; the owner sees all). Waiting applicants are those in CV Screening still Pending; a job is overdue when its oldest applied more than 3 days ago (the processApplicantsReminderReceived condition).",
  middleware: [requireSession, requireCompany] as const,
  request: { query: homeAttentionQuerySchema },
  responses: {
    200: jsonContent(resultEnvelope(homeAttentionSchema), "What needs the caller now"),
    ...pickErrors(400, 401, 403, 422, 500),
  },
});

export const homeRoutes = createRouter().openapi(getAttention, async (c) => {
  const result = await getHomeAttention(c.get("db"), companySessionOf(c), c.req.valid("query"));
  c.header("Cache-Control", "private, no-store");
  return c.json({ result }, 200);
});
