import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { fileStorage } from "@/server/storage/storage";
import { candidateDetailQuerySchema, candidateDetailSchema, candidateListSchema, candidatesQuerySchema } from "./applications-schemas";
import { getCandidateDetail, listCandidates, readCandidateCv } from "./applications-service";

const tags = ["Candidates"];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicationParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const companyMember = [requireSession, requireCompany];

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates",
  tags,
  summary: "A job's candidates matching the filter (of one step with recruitmentStepId, a composed step id), sorted, with the total and every step's counts",
  description:
    "Filters of spec 3 are repeated keys (?gender=male&gender=female); q searches name, email, university, major and skills. " +
    "Sorts put nulls last and break ties by id; sortParam=aiScore only while the ai-candidate-analyzer flag is on (else 422). " +
    "Keyset paging: pass nextCursor back as cursor with the same filter and sort. Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job is 404.",
  middleware: companyMember,
  request: { params: jobParams, query: candidatesQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(candidateListSchema), "A page of candidates"), ...pickErrors(401, 403, 404, 422, 500) },
});

const detail = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}",
  tags,
  summary: "One applicant of a job: profile, education, experience, step, the job's steps, pre-screening answers, and the previous and next applicant of the list's filter and sort",
  description:
    "Takes the candidates list's filter and sort query; previousApplicationId and nextApplicationId are the neighbours in that list. " +
    "Needs jobPost view on the job (403 PERMISSION_DENIED); canManage tells whether the caller may act. Another company's job, or an application not of this job, is 404.",
  middleware: companyMember,
  request: { params: applicationParams, query: candidateDetailQuerySchema },
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
    const result = await getCandidateDetail(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("query"));
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
