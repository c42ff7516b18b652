import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { interviewListSchema, interviewSchema, interviewerSchema, rescheduleInterviewBodySchema, scheduleInterviewBodySchema } from "./interviews-schemas";
import { cancelInterview, listInterviewers, listInterviews, rescheduleInterview, scheduleInterview } from "./interviews-service";

const tags = ["Interviews"];
const companyMember = [requireSession, requireCompany];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicantParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const interviewParams = applicantParams.extend({ interviewId: z.uuid("Invalid interview id") });

const interviewers = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/interviewers",
  tags,
  summary: "Who may interview for the job: the company's active owners and the members who can see it",
  description: "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job: 404.",
  middleware: companyMember,
  request: { params: jobParams },
  responses: { 200: jsonContent(resultEnvelope(z.object({ docs: z.array(interviewerSchema) })), "The people, by name"), ...pickErrors(401, 403, 404, 422, 500) },
});

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews",
  tags,
  summary: "An applicant's interviews by start time, cancelled ones included",
  description: "Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job or applicant: 404.",
  middleware: companyMember,
  request: { params: applicantParams },
  responses: { 200: jsonContent(resultEnvelope(interviewListSchema), "The interviews"), ...pickErrors(401, 403, 404, 422, 500) },
});

const schedule = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews",
  tags,
  summary: "Schedule an interview: the applicant takes the interview status, the candidate and interviewers get a calendar invite",
  description:
    "date and time are the wall clock in timeZone (Asia/Jakarta WIB, Asia/Makassar WITA, Asia/Jayapura WIT). inPerson needs location, online meetingUrl. " +
    "Interviewers are owners or members who can see the job (422 UNKNOWN_INTERVIEWER). The message may use spec 3's placeholders. " +
    "Invites are iCalendar METHOD:REQUEST with the interview's UID and SEQUENCE 0. Needs jobPost manage on the job (403); another company's job or applicant: 404.",
  middleware: companyMember,
  request: { params: applicantParams, body: jsonBody(scheduleInterviewBodySchema) },
  responses: { 201: jsonContent(resultEnvelope(interviewSchema), "The interview"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const reschedule = createRoute({
  method: "patch",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews/{interviewId}",
  tags,
  summary: "Reschedule: a new time, place or interviewers; SEQUENCE goes up and everyone gets the updated invite",
  description: "The whole plan, as when scheduling, without step. An interviewer taken off gets METHOD:CANCEL. 409 INTERVIEW_CANCELLED once cancelled. Needs jobPost manage.",
  middleware: companyMember,
  request: { params: interviewParams, body: jsonBody(rescheduleInterviewBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(interviewSchema), "The interview"), ...pickErrors(400, 401, 403, 404, 409, 422, 500) },
});

const cancel = createRoute({
  method: "post",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/interviews/{interviewId}/cancel",
  tags,
  summary: "Cancel an interview: the candidate and interviewers get iCalendar METHOD:CANCEL",
  description: "SEQUENCE goes up. Cancelling again answers the interview unchanged and sends nothing. Needs jobPost manage.",
  middleware: companyMember,
  request: { params: interviewParams },
  responses: { 200: jsonContent(resultEnvelope(interviewSchema), "The cancelled interview"), ...pickErrors(401, 403, 404, 422, 500) },
});

/** Interview scheduling with calendar invites. */
export const interviewsRoutes = createRouter()
  .openapi(interviewers, async (c) => {
    const result = await listInterviewers(c.get("db"), companySessionOf(c), c.req.valid("param").jobId);
    return c.json({ result }, 200);
  })
  .openapi(list, async (c) => {
    const result = await listInterviews(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  })
  .openapi(schedule, async (c) => {
    const result = await scheduleInterview(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("json"));
    return c.json({ result }, 201);
  })
  .openapi(reschedule, async (c) => {
    const result = await rescheduleInterview(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(cancel, async (c) => {
    const result = await cancelInterview(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  });
