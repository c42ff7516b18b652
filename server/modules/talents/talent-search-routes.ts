import { createRoute, z } from "@hono/zod-openapi";
import { companySessionOf, requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { requirePermission } from "@/server/modules/permissions/permissions-http";
import { listCompanyTalents, listRecommendedTalents, listSuggestedTalents, searchTalents } from "./talent-search-service";
import { recommendedQuerySchema, suggestedTalentsSchema, talentDatabaseQuerySchema, talentPageSchema, talentSearchQuerySchema } from "./talents-schemas";

const tags = ["Talent Search"];
const companyMember = [requireSession, requireCompany];
const canViewTalentHunt = requirePermission("talentHunt", "view");
const canViewTalentDb = requirePermission("talentDb", "view");
const filterHelp =
  "q matches name, headline, skills, schools and companies; spec 3 filters are repeated keys (?gender=male&gender=female). " +
  "Sorts put nulls last and break ties by talent id. Keyset paging: pass nextCursor back as cursor with the same filter and sort (another is a 422 on cursor).";

const search = createRoute({
  method: "get",
  path: "/v1/job-portal/talents/search",
  tags,
  summary: "Talent Search, tab All: talents who chose to be found and are looking, except those hidden from the company",
  description: `${filterHelp} Needs talentHunt view (403 PERMISSION_DENIED).`,
  middleware: [...companyMember, canViewTalentHunt],
  request: { query: talentSearchQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(talentPageSchema), "A page of talent cards"), ...pickErrors(401, 403, 422, 500) },
});

const recommended = createRoute({
  method: "get",
  path: "/v1/job-portal/talents/recommended",
  tags,
  summary: "Talent Search, tab For You: talents recommended for the company's open jobs, best first, each once with its best job's reasons",
  description: "jobId narrows to one job (404 if not the company's). Only jobs the caller may view count. Needs talentHunt view (403 PERMISSION_DENIED).",
  middleware: [...companyMember, canViewTalentHunt],
  request: { query: recommendedQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(talentPageSchema), "A page of recommended talent cards"), ...pickErrors(401, 403, 404, 422, 500) },
});

const suggested = createRoute({
  method: "get",
  path: "/v1/job-portal/job/{jobId}/suggested-talents",
  tags,
  summary: "The job's recommended talents not in its pipeline yet: how many, and the best few (the candidates page banner)",
  description: "Needs jobPost view on the job and talentHunt view (403 PERMISSION_DENIED); another company's job is 404.",
  middleware: [...companyMember, canViewTalentHunt],
  request: { params: z.object({ jobId: z.uuid("Invalid job id") }) },
  responses: { 200: jsonContent(resultEnvelope(suggestedTalentsSchema), "The banner's talents"), ...pickErrors(401, 403, 404, 422, 500) },
});

const database = createRoute({
  method: "get",
  path: "/v1/job-portal/talent-database",
  tags: ["Talent Database"],
  summary: "The company's talent database: everyone who applied, was imported or was saved, with the search's filters and sorts",
  description: `${filterHelp} listId narrows to a list (404 if not the company's); origin to applied, imported or saved. Needs talentDb view (403 PERMISSION_DENIED).`,
  middleware: [...companyMember, canViewTalentDb],
  request: { query: talentDatabaseQuerySchema },
  responses: { 200: jsonContent(resultEnvelope(talentPageSchema), "A page of the company's talents"), ...pickErrors(401, 403, 404, 422, 500) },
});

export const talentSearchRoutes = createRouter()
  .openapi(search, async (c) => c.json({ result: await searchTalents(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200))
  .openapi(recommended, async (c) => c.json({ result: await listRecommendedTalents(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200))
  .openapi(suggested, async (c) => c.json({ result: await listSuggestedTalents(c.get("db"), companySessionOf(c), c.req.valid("param").jobId) }, 200))
  .openapi(database, async (c) => c.json({ result: await listCompanyTalents(c.get("db"), companySessionOf(c), c.req.valid("query")) }, 200));
