import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { addTalentsToJob } from "./talent-database-add-to-job";
import { removeSavedTalent, saveTalent } from "./talent-database-service";
import { addTalentsToJobResultSchema, addTalentsToJobSchema, saveTalentSchema, talentCardSchema } from "./talents-schemas";

const tags = ["Talent Database"];
const companyMember = [requireSession, requireCompany];
const talentParams = z.object({ talentId: z.uuid("Not a talent id") });

const save = createRoute({
  method: "post",
  path: "/v1/job-portal/talent-database",
  tags,
  summary: "Save a talent found in Talent Search into the company's Talent Database",
  description:
    "The talent must be one the company can find in Talent Search, or already in its database (then nothing changes and the same card is answered). " +
    "Needs manage on talentHunt or talentDb (403 PERMISSION_DENIED); an unknown, private or hidden talent is 404 TALENT_NOT_FOUND.",
  middleware: companyMember,
  request: { body: jsonBody(saveTalentSchema) },
  responses: { 200: jsonContent(resultEnvelope(talentCardSchema), "The talent's card, now in the database"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/job-portal/talent-database/{talentId}",
  tags,
  summary: "Remove a saved talent from the Talent Database (and from the company's lists)",
  description: "Only talents saved from Talent Search: one who applied or was imported stays (409 TALENT_NOT_REMOVABLE). Needs manage on talentDb.",
  middleware: companyMember,
  request: { params: talentParams },
  responses: {
    200: jsonContent(resultEnvelope(z.object({ talentId: z.uuid(), removed: z.literal(true) })), "Removed"),
    ...pickErrors(401, 403, 404, 409, 422, 500),
  },
});

const addToJob = createRoute({
  method: "post",
  path: "/v1/job-portal/talent-database/add-to-job",
  tags,
  summary: "Add talents of the Talent Database to one of the company's jobs, in its CV Screening step",
  description:
    "Each becomes an applicant with source recommendation; talents already in the job are counted in alreadyInJob and left as they were. All or nothing: " +
    "a talent not in the company's database is 422 on talentIds and adds no one. Needs manage on talentDb and jobPost manage on the job; another company's job is 404.",
  middleware: companyMember,
  request: { body: jsonBody(addTalentsToJobSchema) },
  responses: { 200: jsonContent(resultEnvelope(addTalentsToJobResultSchema), "How many were added"), ...pickErrors(400, 401, 403, 404, 422, 500) },
});

/** Saving, removing and adding to a job: the Talent Database's writes (issue 14). Its list is Talent Search's module. */
export const talentDatabaseRoutes = createRouter()
  .openapi(addToJob, async (c) => {
    const result = await addTalentsToJob(c.get("db"), companySessionOf(c), c.req.valid("json"));
    return c.json({ result }, 200);
  })
  .openapi(save, async (c) => {
    const result = await saveTalent(c.get("db"), companySessionOf(c), c.req.valid("json").talentId);
    return c.json({ result }, 200);
  })
  .openapi(remove, async (c) => {
    const result = await removeSavedTalent(c.get("db"), companySessionOf(c), c.req.valid("param").talentId);
    return c.json({ result }, 200);
  });
