import { createRoute } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { contactTalent } from "./talent-contact-service";
import { unlockTalent } from "./talent-unlock-service";
import { contactTalentSchema, talentContactSchema, talentDetailSchema, unlockTalentSchema } from "./talents-schemas";

const tags = ["Talents"];
const companyMember = [requireSession, requireCompany];

const unlock = createRoute({
  method: "post",
  path: "/v1/job-portal/user-company-accessed-student",
  tags,
  summary: "Unlock a talent's profile (contact details and CV), counted against the plan's talentContactQuota; idempotent",
  description:
    "Needs manage on talentHunt (a talent Talent Search finds) or talentDb (one in the company's database); 403 PERMISSION_DENIED otherwise. " +
    "Unlocking an unlocked talent, or one who applied to the company, charges nothing and answers the same detail. 403 TALENT_QUOTA_REACHED once the period's quota is used (data: used, quota). " +
    "A talent out of the company's reach is 404 TALENT_NOT_FOUND.",
  middleware: companyMember,
  request: { body: jsonBody(unlockTalentSchema) },
  responses: { 200: jsonContent(resultEnvelope(talentDetailSchema), "The talent, unlocked"), ...pickErrors(401, 403, 404, 422, 500) },
});

const contact = createRoute({
  method: "post",
  path: "/v1/job-portal/user-company-contacted-student",
  tags,
  summary: "Email a talent through the outbox and record it, unlocking the profile first when needed; one email per requestId",
  description:
    "Same permissions, reach and quota as the unlock. The same requestId again sends nothing and answers the first record; a requestId used for another talent is 422.",
  middleware: companyMember,
  request: { body: jsonBody(contactTalentSchema) },
  responses: { 200: jsonContent(resultEnvelope(talentContactSchema), "The email, recorded"), ...pickErrors(401, 403, 404, 422, 500) },
});

export const talentContactRoutes = createRouter()
  .openapi(unlock, async (c) => {
    const result = await unlockTalent(c.get("db"), companySessionOf(c), c.req.valid("json").talentId);
    return c.json({ result }, 200);
  })
  .openapi(contact, async (c) => {
    const result = await contactTalent(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result }, 200);
  });
