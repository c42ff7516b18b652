import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { applicationAnalysisSchema, queueAnalysisResultSchema } from "./ai-analyzer-schemas";
import { defaultAnalyzerDeps, getApplicationAnalysis, queueJobAnalysis, reanalyzeApplication } from "./ai-analyzer-service";

const tags = ["AI candidate analyzer"];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicationParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const companyMember = [requireSession, requireCompany];
const GATE = "Only while the ai-candidate-analyzer flag is on for the caller's company, else 404 FEATURE_DISABLED.";

const getAnalysis = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/analysis",
  tags,
  summary: "The applicant's score against the job's criteria, each criterion with the evidence found and what is missing",
  description: `${GATE} Analysed and stored on the first read; \`stale\` says the job's criteria, the applicant's details or the scorer changed since. Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job or application is 404. Scores sort and explain; they never decide alone.`,
  middleware: companyMember,
  request: { params: applicationParams },
  responses: { 200: jsonContent(resultEnvelope(applicationAnalysisSchema), "The analysis"), ...pickErrors(401, 403, 404, 422, 500) },
});

const reanalyze = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/analysis",
  tags,
  summary: "Analyse the applicant again now and answer the new analysis",
  description: `${GATE} Needs jobPost manage on the job (403 PERMISSION_DENIED); another company's job or application is 404.`,
  middleware: companyMember,
  request: { params: applicationParams },
  responses: { 200: jsonContent(resultEnvelope(applicationAnalysisSchema), "The new analysis"), ...pickErrors(401, 403, 404, 422, 500) },
});

const queueAll = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/analysis",
  tags,
  summary: "Queue the analysis of every applicant of the job (background job applications.analyze)",
  description: `${GATE} Answers how many applicants were queued; those whose analysis is still fresh are left as they are. Needs jobPost manage on the job (403 PERMISSION_DENIED); another company's job is 404.`,
  middleware: companyMember,
  request: { params: jobParams },
  responses: { 202: jsonContent(resultEnvelope(queueAnalysisResultSchema), "Queued"), ...pickErrors(401, 403, 404, 422, 500) },
});

export const aiAnalyzerRoutes = createRouter()
  .openapi(getAnalysis, async (c) => {
    const result = await getApplicationAnalysis(c.get("db"), companySessionOf(c), c.req.valid("param"), defaultAnalyzerDeps(c.get("log")));
    return c.json({ result }, 200);
  })
  .openapi(reanalyze, async (c) => {
    const result = await reanalyzeApplication(c.get("db"), companySessionOf(c), c.req.valid("param"), defaultAnalyzerDeps(c.get("log")));
    return c.json({ result }, 200);
  })
  .openapi(queueAll, async (c) => {
    const result = await queueJobAnalysis(c.get("db"), companySessionOf(c), c.req.valid("param").jobId);
    if (result.queued > 0) wakeBackgroundWork();
    return c.json({ result }, 202);
  });
