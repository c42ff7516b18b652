import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { fileStorage } from "@/server/storage/storage";
import { applicationExportListSchema, applicationExportSchema, applicationsPageSchema, applicationsQuerySchema, createApplicationExportSchema } from "./application-exports-schemas";
import { createApplicationExport, getApplicationExport, listApplicationExports, listApplications, readApplicationExportFile } from "./application-exports-service";

const tags = ["Applications"];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const exportParams = jobParams.extend({ exportId: z.uuid("Invalid export id") });
const companyMember = [requireSession, requireCompany];

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/applications",
  tags,
  summary: "A job's applications as a table: the candidates' filter and sort, page by number, with the total",
  description:
    "Filters and sort as GET …/candidates (repeated keys; sortParam=aiScore only while the ai-candidate-analyzer flag is on). " +
    "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job is 404.",
  middleware: companyMember,
  request: { params: jobParams, query: applicationsQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(applicationsPageSchema), "A page of applications"), ...pickErrors(401, 403, 404, 422, 500) },
});

const create = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/applications/exports",
  tags,
  summary: "Export the applications matching a filter to CSV or XLSX, in the background; answers the export to follow",
  description:
    "Needs jobPost manage on the job (403 PERMISSION_DENIED). When the file is built the requester is notified (exportApplicationsSuccess, " +
    "or exportApplicationsFailed); it can be downloaded for 7 days.",
  middleware: companyMember,
  request: { params: jobParams, body: { required: true, content: { "application/json": { schema: createApplicationExportSchema } } } },
  responses: { 202: jsonContent(resultEnvelope(applicationExportSchema), "The export, queued"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const listExports = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/applications/exports",
  tags,
  summary: "The caller's recent exports of the job's applications, newest first",
  middleware: companyMember,
  request: { params: jobParams },
  responses: { 200: jsonContent(resultEnvelope(applicationExportListSchema), "Exports"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getOne = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/applications/exports/{exportId}",
  tags,
  summary: "One export's progress; only its requester sees it (anyone else: 404)",
  middleware: companyMember,
  request: { params: exportParams },
  responses: { 200: jsonContent(resultEnvelope(applicationExportSchema), "The export"), ...pickErrors(401, 403, 404, 422, 500) },
});

const file = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/applications/exports/{exportId}/file",
  tags,
  summary: "The export's file (CSV or XLSX attachment), for its requester, for 7 days",
  middleware: companyMember,
  request: { params: exportParams },
  responses: {
    200: {
      description: "The file",
      content: {
        "text/csv": { schema: z.string() },
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().openapi({ type: "string", format: "binary" }) },
      },
    },
    ...pickErrors(401, 403, 404, 422, 500),
    409: errorResponse("EXPORT_NOT_READY: the file is still being built, or the export failed"),
    410: errorResponse("EXPORT_EXPIRED: the 7 days to download it have passed"),
  },
});

export const applicationExportsRoutes = createRouter()
  .openapi(list, async (c) => {
    const result = await listApplications(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("query"));
    return c.json({ result }, 200);
  })
  .openapi(create, async (c) => {
    const result = await createApplicationExport(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    wakeBackgroundWork();
    return c.json({ result }, 202);
  })
  .openapi(listExports, async (c) => {
    const docs = await listApplicationExports(c.get("db"), companySessionOf(c), c.req.valid("param").jobId);
    return c.json({ result: { docs } }, 200);
  })
  .openapi(getOne, async (c) => {
    const result = await getApplicationExport(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  })
  .openapi(file, async (c) => {
    const exported = await readApplicationExportFile(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("param"));
    c.header("Content-Type", exported.contentType);
    c.header("Content-Disposition", `attachment; filename="${exported.fileName}"`);
    c.header("X-Content-Type-Options", "nosniff");
    // Every applicant's personal data: never kept by shared caches.
    c.header("Cache-Control", "private, no-store");
    return c.body(new Uint8Array(exported.data), 200);
  });
