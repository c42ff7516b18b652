import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { pickErrors } from "@/server/modules/auth/auth-http";
import { fileStorage } from "@/server/storage/storage";
import { candidateDetailSchema, candidateListSchema, candidatesQuerySchema } from "./applications-schemas";
import { getCandidateDetail, listCandidates, readCandidateCv } from "./applications-service";

const tags = ["Candidates"];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicationParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const companyMember = [requireSession, requireCompany];

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates",
  tags,
  summary: "A job's candidates, newest first (of one step with recruitmentStepId, a composed step id), and every step's count",
  description: "Keyset paging: pass nextCursor back as cursor. Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job is 404.",
  middleware: companyMember,
  request: { params: jobParams, query: candidatesQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(candidateListSchema), "A page of candidates"), ...pickErrors(401, 403, 404, 422, 500) },
});

const detail = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}",
  tags,
  summary: "One applicant of a job: contact, education, skills, step, pre-screening answers and the previous and next applicant of the same step",
  description: "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job, or an application not of this job, is 404.",
  middleware: companyMember,
  request: { params: applicationParams },
  responses: { 200: jsonContent(resultEnvelope(candidateDetailSchema), "The applicant"), ...pickErrors(401, 403, 404, 422, 500) },
});

const cv = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/cv",
  tags,
  summary: "The candidate's CV (PDF, shown inline); 404 unless the caller sees the job",
  middleware: companyMember,
  request: { params: applicationParams },
  responses: {
    200: { description: "The PDF", content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
    ...pickErrors(401, 403, 404, 422, 500),
  },
});

export const applicationsRoutes = createRouter()
  .openapi(list, async (c) => {
    const result = await listCandidates(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("query"));
    return c.json({ result }, 200);
  })
  .openapi(detail, async (c) => {
    const result = await getCandidateDetail(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  })
  .openapi(cv, async (c) => {
    const file = await readCandidateCv(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("param"));
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `inline; filename="${file.fileName}"`);
    c.header("X-Content-Type-Options", "nosniff");
    // A candidate's personal document: never kept by shared caches.
    c.header("Cache-Control", "private, no-store");
    return c.body(new Uint8Array(file.data), 200);
  });
