import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { wakeBackgroundWork } from "@/server/jobs/background-work";
import { assertCan } from "@/server/modules/permissions/permissions-service";
import { fileStorage } from "@/server/storage/storage";
import { uploadBodyLimit } from "@/server/storage/upload-policy";
import { failuresCsv } from "./failures-csv";
import { importFileMissing, invalidJobIdParam, spreadsheetNotMultipart } from "./job-imports-errors";
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, importBatchListSchema, importBatchSchema, importPreviewSchema } from "./job-imports-schemas";
import { companyJobOrThrow, getImport, listImports, parseMappingField, previewImport, startImport, type ImportUpload } from "./job-imports-service";

const tags = ["Applicant imports"];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const batchParams = jobParams.extend({ importBatchId: z.uuid("Invalid import id") });

/**
 * The job must be the caller's company's (else 404, before anything else is looked at) and the
 * caller must manage it (spec 6: jobPost manage on this job; the owner always).
 */
const requireJobManager = createMiddleware<AppEnv>(async (c, next) => {
  const session = companySessionOf(c);
  const jobId = c.req.param("jobId") ?? "";
  if (!z.uuid().safeParse(jobId).success) {
    throw invalidJobIdParam();
  }
  await companyJobOrThrow(c.get("db"), session, jobId);
  await assertCan(c.get("db"), session, "jobPost", "manage", { jobId }, "You need Editor access to this job post to import applicants");
  await next();
});

const requireMultipart = createMiddleware(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw spreadsheetNotMultipart();
  }
  await next();
});

const access = [requireSession, requireCompany, requireJobManager];
const upload = [...access, requireMultipart, uploadBodyLimit(IMPORT_FILE_FIELD, IMPORT_MAX_BYTES)];

const multipartBody = (mappingDescription: string) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: z.object({
        file: z.any().openapi({ type: "string", format: "binary", description: "CSV (UTF-8) or XLSX; first row = headers; at most 5,000 rows and 5 MB" }),
        mapping: z.string().optional().openapi({ description: mappingDescription }),
      }),
    },
  },
});

const uploadErrors = {
  ...pickErrors(401, 403, 404, 422, 500),
  413: errorResponse("The file is over 5 MB"),
  415: errorResponse("Not a CSV or XLSX file, or not a multipart request"),
};

const preview = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/import/preview",
  tags,
  summary: "What importing this file would do: headers, suggested mapping, counts and per-row errors. Stores nothing",
  middleware: upload,
  request: { params: jobParams, body: multipartBody('Optional JSON {field: header}, e.g. {"name":"Full name","email":"Email"}; defaults to the suggested mapping') },
  responses: { 200: jsonContent(resultEnvelope(importPreviewSchema), "The preview"), ...uploadErrors },
});

const start = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/import",
  tags,
  summary: "Import the file's applicants in the background; answers the batch to follow",
  description:
    "The mapping must give name and email a column (422 on mapping.name / mapping.email). The same file with the same mapping while its import is queued or running answers that import.",
  middleware: upload,
  request: { params: jobParams, body: multipartBody('Required JSON {field: header}, e.g. {"name":"Full name","email":"Email"}') },
  responses: { 202: jsonContent(resultEnvelope(importBatchSchema), "The import, queued (or the one already running for this file)"), ...uploadErrors },
});

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/import",
  tags,
  summary: "The job's imports, newest first (without their failed rows)",
  middleware: access,
  request: { params: jobParams },
  responses: { 200: jsonContent(resultEnvelope(importBatchListSchema), "Imports"), ...pickErrors(401, 403, 404, 422, 500) },
});

const getOne = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/import/{importBatchId}",
  tags,
  summary: "One import with its progress, counts and failed rows",
  middleware: access,
  request: { params: batchParams },
  responses: { 200: jsonContent(resultEnvelope(importBatchSchema), "The import"), ...pickErrors(401, 403, 404, 422, 500) },
});

const failures = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/import/{importBatchId}/failures.csv",
  tags,
  summary: "The failed rows as CSV: row number, reasons, then the original columns (formula-safe)",
  middleware: access,
  request: { params: batchParams },
  responses: { 200: { description: "CSV attachment", content: { "text/csv": { schema: z.string() } } }, ...pickErrors(401, 403, 404, 422, 500) },
});

async function readUpload(form: unknown): Promise<{ upload: ImportUpload; mapping: unknown }> {
  const fields = (form ?? {}) as { file?: unknown; mapping?: unknown };
  const file = Array.isArray(fields.file) ? undefined : fields.file;
  if (!(file instanceof File)) {
    throw importFileMissing();
  }
  return { upload: { data: new Uint8Array(await file.arrayBuffer()), fileName: file.name }, mapping: fields.mapping };
}

export const jobImportsRoutes = createRouter()
  .openapi(preview, async (c) => {
    const { upload: file, mapping } = await readUpload(c.req.valid("form"));
    const result = await previewImport(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, file, parseMappingField(mapping));
    return c.json({ result }, 200);
  })
  .openapi(start, async (c) => {
    const { upload: file, mapping } = await readUpload(c.req.valid("form"));
    const result = await startImport(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("param").jobId, file, parseMappingField(mapping));
    wakeBackgroundWork();
    return c.json({ result }, 202);
  })
  .openapi(list, async (c) => {
    const docs = await listImports(c.get("db"), companySessionOf(c), c.req.valid("param").jobId);
    return c.json({ result: { docs } }, 200);
  })
  .openapi(getOne, async (c) => {
    const { jobId, importBatchId } = c.req.valid("param");
    const result = await getImport(c.get("db"), companySessionOf(c), jobId, importBatchId);
    return c.json({ result }, 200);
  })
  .openapi(failures, async (c) => {
    const { jobId, importBatchId } = c.req.valid("param");
    const batch = await getImport(c.get("db"), companySessionOf(c), jobId, importBatchId);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="import-failures-${batch.id.slice(0, 8)}.csv"`);
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(failuresCsv(batch.failures, batch.mapping), 200);
  });
