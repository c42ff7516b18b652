import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { applyDecision } from "./decisions-service";
import { decisionBodySchema, decisionResultSchema, noteBodySchema, timelineEntrySchema, timelineQuerySchema, timelineSchema } from "./pipeline-schemas";
import { addNote, getTimeline } from "./timeline-service";

const tags = ["Candidates"];
const companyMember = [requireSession, requireCompany];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicationParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });

const decisions = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/decisions",
  tags,
  summary: "Shortlist (accepted), consider (approached), reject or move applicants to a step, with an optional email to each",
  description:
    "Up to 500 applicants, all or nothing. Idempotent by requestId: a retry changes and sends nothing more and answers what the first run did. " +
    "Applicants already in the target step and status are unchanged. Entering a techTest step with send-case-study sends the tech test; " +
    "a custom step with send-email announces it to each candidate and notifies the job's team. Needs jobPost manage on the job (403 PERMISSION_DENIED); " +
    "another company's job is 404; any unknown applicant is 404 APPLICATION_NOT_FOUND with nothing written.",
  middleware: companyMember,
  request: { params: jobParams, body: jsonBody(decisionBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(decisionResultSchema), "What changed"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const timeline = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/timeline",
  tags,
  summary: "An applicant's activity timeline, newest first: status changes, emails, notes and tech-test steps, with who and when",
  description: "Keyset paging: pass nextCursor back as cursor (limit 50 by default, at most 100). Needs jobPost view on the job.",
  middleware: companyMember,
  request: { params: applicationParams, query: timelineQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(timelineSchema), "A page of the timeline"), ...pickErrors(401, 403, 404, 422, 500) },
});

const notes = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/notes",
  tags,
  summary: "Add a note (at most 300 characters) to an applicant's timeline",
  description: "Needs jobPost manage on the job. With a requestId, a retry answers the note the first call wrote.",
  middleware: companyMember,
  request: { params: applicationParams, body: jsonBody(noteBodySchema) },
  responses: { 201: jsonContent(resultEnvelope(timelineEntrySchema), "The note's timeline entry"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

/** Decisions, the activity timeline and notes of applicants (issue 7). */
export const pipelineRoutes = createRouter()
  .openapi(decisions, async (c) => {
    const result = await applyDecision(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(timeline, async (c) => {
    const result = await getTimeline(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("query"));
    return c.json({ result }, 200);
  })
  .openapi(notes, async (c) => {
    const result = await addNote(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("json"));
    return c.json({ result }, 201);
  });
