import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { chosenFormFile } from "@/server/storage/form-file";
import { fileStorage } from "@/server/storage/storage";
import { uploadBodyLimit } from "@/server/storage/upload-policy";
import { confirmTechTest, submitTechTest, viewTechTest } from "./candidate-tech-test-service";
import { submissionNotMultipart } from "./tech-tests-errors";
import { SUBMISSION_FIELDS, TECH_TEST_DOCUMENT_MAX_BYTES, candidateTechTestSchema, extendTechTestBodySchema, sendTechTestsBodySchema, sendTechTestsResultSchema, techTestListSchema, techTestSchema } from "./tech-tests-schemas";
import { extendTechTest, listApplicantTechTests, readTechTestDocument, sendTechTestsRequest } from "./tech-tests-service";

const recruiterTags = ["Tech tests"];
const candidateTags = ["Tech tests (candidate)"];
const companyMember = [requireSession, requireCompany];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicantParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const testParams = applicantParams.extend({ techTestId: z.uuid("Invalid tech test id") });
// Malformed tokens are answered 404 by the service, like unknown ones: no hint of the token's shape.
const tokenParams = z.object({ token: z.string() });

const send = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/tech-tests",
  tags: recruiterTags,
  summary: "Send a tech test (case study) to applicants: each gets a private link by email and enters the tech-test step",
  description:
    "Settings default to the step's, else spec 3's (72 h to confirm, 48 h to submit, link and document). recruitmentStepId is a techTest step's composed id " +
    "(the job's first one when omitted; 422 NO_TECH_TEST_STEP without any). Applicants with a test still waiting are skipped. Idempotent by requestId. " +
    "Needs jobPost manage on the job (403 PERMISSION_DENIED); another company's job or applicant: 404.",
  middleware: companyMember,
  request: { params: jobParams, body: jsonBody(sendTechTestsBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(sendTechTestsResultSchema), "Who was sent a test, who was skipped"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests",
  tags: recruiterTags,
  summary: "An applicant's tech tests, newest first, with deadlines and the submission",
  description: "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job or applicant: 404.",
  middleware: companyMember,
  request: { params: applicantParams },
  responses: { 200: jsonContent(resultEnvelope(techTestListSchema), "The tests"), ...pickErrors(401, 403, 404, 422, 500) },
});

const document = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests/{techTestId}/document",
  tags: recruiterTags,
  summary: "The document an applicant submitted (download)",
  description: "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's ids, or a test without a document: 404.",
  middleware: companyMember,
  request: { params: testParams },
  responses: {
    200: { description: "The file (PDF, DOCX or ZIP)", content: { "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
    ...pickErrors(401, 403, 404, 422, 500),
  },
});

const extend = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests/{techTestId}/extend",
  tags: recruiterTags,
  summary: "Give more time: moves the current deadline (to confirm, or to submit) by the hours; an expired test reopens",
  description:
    "A deadline still ahead moves by `hours`; one that passed reopens for `hours` from now. Emails the candidate, records techTestDeadlineExtended and " +
    "notifies the job's audience. 409 TECH_TEST_NOT_EXTENDABLE once submitted. Needs jobPost manage on the job.",
  middleware: companyMember,
  request: { params: testParams, body: jsonBody(extendTechTestBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(techTestSchema), "The test with its new deadline"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const view = createRoute({
  method: "get",
  path: "/v1/tech-tests/{token}",
  tags: candidateTags,
  summary: "The candidate's tech test, by the private link's token (no session)",
  description: "Unknown token: 404 TECH_TEST_NOT_FOUND. A deadline that passed reads as notConfirm or notSubmit.",
  request: { params: tokenParams },
  responses: { 200: jsonContent(resultEnvelope(candidateTechTestSchema), "The test"), ...pickErrors(404, 422, 500) },
});

const confirm = createRoute({
  method: "post",
  path: "/v1/tech-tests/{token}/confirm",
  tags: candidateTags,
  summary: "The candidate confirms they take the test; the duration starts now",
  description: "After confirmBy: 409 TECH_TEST_EXPIRED. Confirming again answers the test unchanged.",
  request: { params: tokenParams },
  responses: { 200: jsonContent(resultEnvelope(candidateTechTestSchema), "The test, waiting for the submission"), ...pickErrors(404, 409, 422, 500) },
});

/** The submission comes as multipart; anything else is refused before the body is read. */
const requireMultipart = createMiddleware(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw submissionNotMultipart();
  }
  await next();
});

const submission = createRoute({
  method: "post",
  path: "/v1/tech-tests/{token}/submission",
  tags: candidateTags,
  summary: "The candidate submits a link and/or a document, as the test allows (multipart: link, document)",
  description:
    "link: http:// or https:// with a valid host. document: PDF, DOCX or ZIP by content, at most 10 MB (413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE). " +
    "422 VALIDATION_FAILED names the field. 409 TECH_TEST_EXPIRED after submitBy, TECH_TEST_NOT_CONFIRMED before confirming, TECH_TEST_ALREADY_SUBMITTED.",
  middleware: [requireMultipart, uploadBodyLimit(SUBMISSION_FIELDS.document, TECH_TEST_DOCUMENT_MAX_BYTES)] as const,
  request: {
    params: tokenParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            link: z.any().optional().openapi({ type: "string", description: "The answer's address" }),
            document: z.any().optional().openapi({ type: "string", format: "binary", description: "PDF, DOCX or ZIP, at most 10 MB" }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(resultEnvelope(candidateTechTestSchema), "The test, submitted"),
    ...pickErrors(404, 409, 422, 500),
    413: errorResponse("The document is over 10 MB"),
    415: errorResponse("The document is not a PDF, DOCX or ZIP, or the request is not multipart"),
  },
});

/** Tech tests: the recruiter's endpoints and the candidate's private-link endpoints (issue 7). */
export const techTestsRoutes = createRouter()
  .openapi(send, async (c) => {
    const result = await sendTechTestsRequest(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(list, async (c) => {
    const result = await listApplicantTechTests(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  })
  .openapi(document, async (c) => {
    const file = await readTechTestDocument(c.get("db"), fileStorage(), companySessionOf(c), c.req.valid("param"));
    c.header("Content-Type", file.contentType);
    c.header("Content-Disposition", `attachment; filename="${asciiFileName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    c.header("X-Content-Type-Options", "nosniff");
    // A candidate's work: never kept by shared caches.
    c.header("Cache-Control", "private, no-store");
    return c.body(new Uint8Array(file.data), 200);
  })
  .openapi(extend, async (c) => {
    const result = await extendTechTest(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("json").hours);
    return c.json({ result }, 200);
  })
  .openapi(view, async (c) => {
    c.header("Cache-Control", "private, no-store");
    const result = await viewTechTest(c.get("db"), c.req.valid("param").token);
    return c.json({ result }, 200);
  })
  .openapi(confirm, async (c) => {
    const result = await confirmTechTest(c.get("db"), c.req.valid("param").token);
    return c.json({ result }, 200);
  })
  .openapi(submission, async (c) => {
    const form = (c.req.valid("form") ?? {}) as Record<string, unknown>;
    const file = chosenFormFile(form, SUBMISSION_FIELDS.document, "Attach the document as a file");
    const result = await submitTechTest(c.get("db"), fileStorage(), c.req.valid("param").token, {
      link: form[SUBMISSION_FIELDS.link],
      document: file ? { data: new Uint8Array(await file.arrayBuffer()), fileName: file.name } : null,
    });
    return c.json({ result }, 200);
  });

/** The download name in the plain filename parameter: ASCII without quotes or slashes. */
function asciiFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._ ()-]/g, "_");
}
