import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { inviteTalent } from "./talent-invitation-service";
import { inviteTalentSchema, talentInvitationSchema } from "./talents-schemas";

const invite = createRoute({
  method: "post",
  path: "/v1/job-portal/talents/{talentId}/invitations",
  tags: ["Talents"],
  summary: "Invite a talent to apply to one of the company's published jobs; one invitation per job and talent",
  description:
    "Needs manage on talentHunt or talentDb (403 PERMISSION_DENIED); a talent out of reach is 404 TALENT_NOT_FOUND; a job that is not one of the company's open jobs the caller sees is 422 JOB_NOT_PUBLISHED on jobId; an applicant of the job is 422 ALREADY_APPLIED on jobId. " +
    "The email links to the job's careers page with the invitation's token; an application sent with it has source recommendation. Inviting again answers the first invitation and sends nothing.",
  middleware: [requireSession, requireCompany],
  request: { params: z.object({ talentId: z.uuid("Not a talent id") }), body: jsonBody(inviteTalentSchema) },
  responses: { 200: jsonContent(resultEnvelope(talentInvitationSchema), "The invitation"), ...pickErrors(401, 403, 404, 422, 500) },
});

export const talentInvitationRoutes = createRouter().openapi(invite, async (c) => {
  const result = await inviteTalent(c.get("db"), companySessionOf(c), c.req.valid("param").talentId, c.req.valid("json"));
  return c.json({ result }, 200);
});
