import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { applicantScorecardsSchema, interviewKitBodySchema, interviewKitSchema, scorecardBodySchema } from "./scorecards-schemas";
import { getInterviewKit, listApplicantScorecards, saveInterviewKit, saveOwnScorecard } from "./scorecards-service";

const tags = ["Scorecards"];
const companyMember = [requireSession, requireCompany];
const jobParams = z.object({ jobId: z.uuid("Invalid job id") });
const applicantParams = jobParams.extend({ applicationId: z.uuid("Invalid application id") });
const VISIBILITY =
  "The job's editors and the company owner see every scorecard; anyone else sees their own, and the others only once they have submitted theirs " +
  "(hiddenCount says how many are kept back). The summary counts only the scorecards shown.";

const readKit = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/interview-kit",
  tags,
  summary: "The job's interview kit: the attributes each scorecard rates",
  description: "Until edited, the job's skills then its AI criteria (edited: false). Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job: 404.",
  middleware: companyMember,
  request: { params: jobParams },
  responses: { 200: jsonContent(resultEnvelope(interviewKitSchema), "The kit"), ...pickErrors(401, 403, 404, 422, 500) },
});

const writeKit = createRoute({
  method: "put",
  path: "/v1/job-portal/job/{jobId}/interview-kit",
  tags,
  summary: "Replace the job's interview kit (1 to 20 attributes, each at most 80 characters, each once)",
  description: "Scorecards already submitted keep the attributes they rated. Needs jobPost manage on the job (403 PERMISSION_DENIED); another company's job: 404.",
  middleware: companyMember,
  request: { params: jobParams, body: jsonBody(interviewKitBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(interviewKitSchema), "The saved kit"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const list = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/scorecards",
  tags,
  summary: "An applicant's scorecards the caller may see, their summary, the caller's own and the kit",
  description: `${VISIBILITY} Needs jobPost view on the job (403 PERMISSION_DENIED); another company's job or applicant: 404.`,
  middleware: companyMember,
  request: { params: applicantParams },
  responses: { 200: jsonContent(resultEnvelope(applicantScorecardsSchema), "The scorecards"), ...pickErrors(401, 403, 404, 422, 500) },
});

const saveMine = createRoute({
  method: "put",
  path: "/v1/job-portal/job/{jobId}/candidates/{applicationId}/scorecards/mine",
  tags,
  summary: "Submit or update the caller's own scorecard on the applicant",
  description:
    "One rating (1 to 4) per attribute of the job's current kit, with optional notes, and the overall recommendation. 422 SCORECARD_KIT_MISMATCH names " +
    `each attribute missing, unknown or rated twice. Answers the applicant's scorecards as the list does. ${VISIBILITY} Needs jobPost view on the job.`,
  middleware: companyMember,
  request: { params: applicantParams, body: jsonBody(scorecardBodySchema) },
  responses: { 200: jsonContent(resultEnvelope(applicantScorecardsSchema), "The applicant's scorecards, with the caller's own"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

/** Scorecards: each job's interview kit and the interviewers' scorecards on its applicants. */
export const scorecardsRoutes = createRouter()
  .openapi(readKit, async (c) => {
    const result = await getInterviewKit(c.get("db"), companySessionOf(c), c.req.valid("param").jobId);
    return c.json({ result }, 200);
  })
  .openapi(writeKit, async (c) => {
    const result = await saveInterviewKit(c.get("db"), companySessionOf(c), c.req.valid("param").jobId, c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(list, async (c) => {
    const result = await listApplicantScorecards(c.get("db"), companySessionOf(c), c.req.valid("param"));
    return c.json({ result }, 200);
  })
  .openapi(saveMine, async (c) => {
    const result = await saveOwnScorecard(c.get("db"), companySessionOf(c), c.req.valid("param"), c.req.valid("json"));
    return c.json({ result }, 200);
  });
