import { createRoute, z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { errorResponse, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { CV_MAX_BYTES } from "@/server/modules/jobs/jobs-contract";
import { chosenFormFile } from "@/server/storage/form-file";
import { fileStorage } from "@/server/storage/storage";
import { uploadBodyLimit } from "@/server/storage/upload-policy";
import { limitApplications } from "./application-rate-limit";
import { submitApplication } from "./apply-service";
import { applicationNotMultipart } from "./careers-errors";
import { APPLICATION_FIELDS, applicationReceiptSchema, careersPageSchema, publicJobSchema } from "./careers-schemas";
import { getCareersJob, getCareersPage } from "./careers-service";
import { jobFeedJson, jobFeedOf, jobFeedXml } from "./job-feed";

const tags = ["Careers (public)"];
const companyParams = z.object({ companySlug: z.string().min(1).max(120) });
const jobParams = companyParams.extend({ jobSlug: z.string().min(1).max(200) });

/** Before the body limit: the form comes as multipart (a JSON body was already consumed upstream). */
const requireMultipart = createMiddleware(async (c, next) => {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw applicationNotMultipart();
  }
  await next();
});

const page = createRoute({
  method: "get",
  path: "/v1/careers/{companySlug}",
  tags,
  summary: "A company's careers page (no session): its public profile and open jobs",
  description: "Open jobs are published and, when scheduled, past their activation date. Salary only where the job shows it.",
  request: { params: companyParams },
  responses: { 200: jsonContent(resultEnvelope(careersPageSchema), "The company and its open jobs"), ...pickErrors(404, 422, 500) },
});

const job = createRoute({
  method: "get",
  path: "/v1/careers/{companySlug}/jobs/{jobSlug}",
  tags,
  summary: "One open job for candidates (no session); drafts, closed and unknown jobs are 404",
  request: { params: jobParams },
  responses: { 200: jsonContent(resultEnvelope(publicJobSchema), "The job"), ...pickErrors(404, 422, 500) },
});

const apply = createRoute({
  method: "post",
  path: "/v1/careers/{companySlug}/jobs/{jobSlug}/applications",
  tags,
  summary: "Apply for an open job (no session; multipart: name, email, phone, cv, portfolioUrl, answers as JSON)",
  description:
    "422 VALIDATION_FAILED names each field (answers.<questionId> for answers, cv for a missing CV); 413 FILE_TOO_LARGE and 415 UNSUPPORTED_FILE_TYPE for the CV (PDF by content, at most 5 MB); " +
    "409 ALREADY_APPLIED (field email), JOB_NOT_OPEN, or EXTERNAL_APPLICATION (data.externalPlatformUrl); 429 past 20 attempts in 10 minutes per address.",
  middleware: [limitApplications, requireMultipart, uploadBodyLimit(APPLICATION_FIELDS.cv, CV_MAX_BYTES)] as const,
  request: {
    params: jobParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            name: z.any().optional().openapi({ type: "string" }),
            email: z.any().optional().openapi({ type: "string" }),
            phone: z.any().optional().openapi({ type: "string", description: "8-20 digits, +, spaces or dashes" }),
            cv: z.any().optional().openapi({ type: "string", format: "binary", description: "PDF, at most 5 MB; required when the job requires a CV" }),
            portfolioUrl: z.any().optional().openapi({ type: "string", description: "Required when the job requires a portfolio" }),
            answers: z.any().optional().openapi({ type: "string", description: "JSON: [{ questionId, value }]" }),
            invitation: z.any().optional().openapi({ type: "string", description: "The invitation token of the careers link (?invitation=); a valid one for this job makes the application a recommendation, any other is ignored" }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(resultEnvelope(applicationReceiptSchema), "The application was received"),
    ...pickErrors(404, 409, 422, 429, 500),
    413: errorResponse("The CV is over 5 MB"),
    415: errorResponse("The CV is not a PDF, or the request is not multipart"),
  },
});

const feedDescription =
  "The company's open jobs for job aggregators, only where the company has job integration (404 otherwise). Kept by caches for five minutes.";

const feedXml = createRoute({
  method: "get",
  path: "/v1/careers/{companySlug}/feed.xml",
  tags,
  summary: "A company's open jobs as an XML job feed (the aggregators' format: <source> with a <job> each)",
  description: feedDescription,
  request: { params: companyParams },
  responses: { 200: { description: "The XML feed", content: { "application/xml": { schema: z.string() } } }, ...pickErrors(404, 422, 500) },
});

const feedJson = createRoute({
  method: "get",
  path: "/v1/careers/{companySlug}/feed.json",
  tags,
  summary: "A company's open jobs as JSON: each the schema.org JobPosting its careers page embeds",
  description: feedDescription,
  request: { params: companyParams },
  responses: {
    200: jsonContent(z.object({ company: z.object({ name: z.string(), url: z.string() }), updatedAt: z.string(), jobs: z.array(z.record(z.string(), z.unknown())) }), "The JSON feed"),
    ...pickErrors(404, 422, 500),
  },
});

/** Aggregators poll: a feed may be five minutes old. */
const FEED_CACHE_CONTROL = "public, max-age=300";

export const careersRoutes = createRouter()
  .openapi(page, async (c) => {
    const result = await getCareersPage(c.get("db"), c.req.valid("param").companySlug);
    return c.json({ result }, 200);
  })
  .openapi(job, async (c) => {
    const { companySlug, jobSlug } = c.req.valid("param");
    const result = await getCareersJob(c.get("db"), companySlug, jobSlug);
    return c.json({ result }, 200);
  })
  .openapi(feedXml, async (c) => {
    const feed = await jobFeedOf(c.get("db"), c.req.valid("param").companySlug);
    return c.body(jobFeedXml(feed, new Date()), 200, { "content-type": "application/xml; charset=utf-8", "cache-control": FEED_CACHE_CONTROL });
  })
  .openapi(feedJson, async (c) => {
    const feed = await jobFeedOf(c.get("db"), c.req.valid("param").companySlug);
    c.header("cache-control", FEED_CACHE_CONTROL);
    return c.json(jobFeedJson(feed, new Date()), 200);
  })
  .openapi(apply, async (c) => {
    const form = (c.req.valid("form") ?? {}) as Record<string, unknown>;
    const file = chosenFormFile(form, APPLICATION_FIELDS.cv, "Attach the CV as a file");
    const cv = file ? { data: new Uint8Array(await file.arrayBuffer()), fileName: file.name } : null;
    const result = await submitApplication(c.get("db"), fileStorage(), c.req.valid("param"), {
      name: form[APPLICATION_FIELDS.name],
      email: form[APPLICATION_FIELDS.email],
      phone: form[APPLICATION_FIELDS.phone],
      portfolioUrl: form[APPLICATION_FIELDS.portfolioUrl],
      answers: form[APPLICATION_FIELDS.answers],
      cv,
      invitationToken: form[APPLICATION_FIELDS.invitation],
    });
    return c.json({ result }, 201);
  });
